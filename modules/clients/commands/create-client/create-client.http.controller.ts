import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NewClientResponse } from '../../responses/client.response.dto';
import { CreateClient } from './create-client.command';
import { CreateClientRequest } from './create-client.request.dto';

/** POST /api/provider/{provider_id}/client (docs/product.md §7, Clients). */
@Controller('provider/:provider_id')
export class CreateClientController {
  constructor(private readonly commands: CommandBus) {}

  @Post('client')
  create(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: CreateClientRequest,
  ): Promise<NewClientResponse> {
    const { name, email, address, metadata, tax_id, tax_exempt } = body;
    return this.commands.execute(
      new CreateClient(providerId, { name, email, address, metadata, tax_id, tax_exempt }),
    );
  }
}
