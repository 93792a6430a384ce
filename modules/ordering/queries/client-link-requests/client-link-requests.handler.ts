import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientPortals } from '../../../clients';
import { ClientLinkRequests } from './client-link-requests.query';

@QueryHandler(ClientLinkRequests)
export class ClientLinkRequestsHandler implements IQueryHandler<ClientLinkRequests> {
  constructor(private readonly portals: ClientPortals) {}

  async execute({ portalId }: ClientLinkRequests) {
    return { link_requests: portalId ? await this.portals.pendingRequests(portalId) : [] };
  }
}
