import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientLinkRequestResponse } from '../../responses/client-link.response.dto';
import { ClientLinkRequest } from './client-link-request.query';

/**
 * GET /api/provider/{provider_id}/client/{client_id}/link_request: the request the provider's
 * email for this client stands for, the same whether or not another provider knows the email.
 */
@Controller('provider/:provider_id')
export class ClientLinkRequestController {
  constructor(private readonly queries: QueryBus) {}

  @Get('client/:client_id/link_request')
  get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('client_id', ParseUUIDPipe) clientId: string,
  ): Promise<ClientLinkRequestResponse> {
    return this.queries.execute(new ClientLinkRequest(providerId, clientId));
  }
}
