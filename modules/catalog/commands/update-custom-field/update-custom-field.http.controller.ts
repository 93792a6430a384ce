import { Body, Controller, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OneCustomFieldResponse } from '../../responses/custom-field.response.dto';
import { UpdateCustomField } from './update-custom-field.command';
import { UpdateFieldRequest } from './update-custom-field.request.dto';

/** PUT a custom field (docs/product.md §7, Custom fields). */
@Controller('provider/:provider_id/metadata/fields')
export class UpdateCustomFieldController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateFieldRequest,
  ): Promise<OneCustomFieldResponse> {
    return this.commands.execute(new UpdateCustomField(providerId, id, body));
  }
}
