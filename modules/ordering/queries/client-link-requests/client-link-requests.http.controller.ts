import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientLinkGuard, PortalId } from '../../infrastructure/client-link.guard';
import { LinkRequestListResponse } from '../../responses/client-portal.response.dto';
import { ClientLinkRequests } from './client-link-requests.query';

/** GET /api/client/{key}/link_requests: who asks to be added, in the client's own portal. */
@Controller('client/:client_id/link_requests')
@UseGuards(ClientLinkGuard)
export class ClientLinkRequestsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@PortalId() portalId: string | null): Promise<LinkRequestListResponse> {
    return this.queries.execute(new ClientLinkRequests(portalId));
  }
}
