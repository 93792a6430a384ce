import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OneCustomFieldResponse } from '../../responses/custom-field.response.dto';
import { CreateCustomField } from './create-custom-field.command';
import { CreateFieldRequest } from './create-custom-field.request.dto';

/** POST a custom field (docs/product.md §7, Custom fields). */
@Controller('provider/:provider_id/metadata/fields')
export class CreateCustomFieldController {
  constructor(private readonly commands: CommandBus) {}

  // Defining fields changes what inventory carries: the permission table gates it (docs/product.md
  // §3).
  @Post()
  create(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: CreateFieldRequest,
  ): Promise<OneCustomFieldResponse> {
    return this.commands.execute(new CreateCustomField(providerId, body));
  }
}
