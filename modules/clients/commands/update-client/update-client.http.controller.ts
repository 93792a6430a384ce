import { Body, Controller, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OneClientResponse } from '../../responses/client.response.dto';
import { UpdateClient } from './update-client.command';
import { UpdateClientRequest } from './update-client.request.dto';

/** PUT /api/provider/{provider_id}/client/{client_id} (docs/product.md §7, Clients). */
@Controller('provider/:provider_id')
export class UpdateClientController {
  constructor(private readonly commands: CommandBus) {}

  @Put('client/:client_id')
  update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('client_id', ParseUUIDPipe) clientId: string,
    @Body() body: UpdateClientRequest,
  ): Promise<OneClientResponse> {
    const { name, email, address, metadata, tax_id, tax_exempt } = body;
    return this.commands.execute(
      new UpdateClient(providerId, clientId, {
        name,
        email,
        address,
        metadata,
        tax_id,
        tax_exempt,
      }),
    );
  }
}
