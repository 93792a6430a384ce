import { Body, Controller, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ProviderClientChangedResponse } from '../../responses/client.response.dto';
import { SetProviderClientActive } from './set-provider-client-active.command';
import { SetProviderClientActiveRequest } from './set-provider-client-active.request.dto';

/** PUT /api/provider/{provider_id}/provider_client/{id} (docs/product.md §7, Clients). */
@Controller('provider/:provider_id')
export class SetProviderClientActiveController {
  constructor(private readonly commands: CommandBus) {}

  @Put('provider_client/:id')
  setActive(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: SetProviderClientActiveRequest,
  ): Promise<ProviderClientChangedResponse> {
    return this.commands.execute(new SetProviderClientActive(providerId, id, body.active));
  }
}
