import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientLinkKeyResponse } from '../../responses/client-link.response.dto';
import { ClientLinkKey } from './client-link-key.query';

/**
 * GET /api/provider/{provider_id}/client/{client_id}/link: the key of the client's public link.
 * Whoever holds the link orders as the client, so only members who may place orders get it.
 */
@Controller('provider/:provider_id')
export class ClientLinkKeyController {
  constructor(private readonly queries: QueryBus) {}

  @Get('client/:client_id/link')
  get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('client_id', ParseUUIDPipe) clientId: string,
  ): Promise<ClientLinkKeyResponse> {
    return this.queries.execute(new ClientLinkKey(providerId, clientId));
  }
}
