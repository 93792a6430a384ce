import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OneClientResponse } from '../../responses/client.response.dto';
import { ClientById } from './client-by-id.query';

/** GET /api/provider/{provider_id}/client/{client_id} (docs/product.md §7, Clients). */
@Controller('provider/:provider_id')
export class ClientByIdController {
  constructor(private readonly queries: QueryBus) {}

  @Get('client/:client_id')
  get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('client_id', ParseUUIDPipe) clientId: string,
  ): Promise<OneClientResponse> {
    return this.queries.execute(new ClientById(providerId, clientId));
  }
}
