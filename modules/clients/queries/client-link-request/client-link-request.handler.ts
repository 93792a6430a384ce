import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientPortals } from '../../infrastructure/client-portals';
import { ClientsReadModel } from '../../infrastructure/clients.read-model';
import { ClientLinkRequest } from './client-link-request.query';

@QueryHandler(ClientLinkRequest)
export class ClientLinkRequestHandler implements IQueryHandler<ClientLinkRequest> {
  constructor(
    private readonly reads: ClientsReadModel,
    private readonly portals: ClientPortals,
  ) {}

  async execute({ providerId, clientId }: ClientLinkRequest) {
    await this.reads.find(providerId, clientId);
    return { link_request: await this.portals.ownRequest(providerId, clientId) };
  }
}
