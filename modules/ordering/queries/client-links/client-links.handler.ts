import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientsReadModel } from '../../../clients';
import { ClientLinks } from './client-links.query';

@QueryHandler(ClientLinks)
export class ClientLinksHandler implements IQueryHandler<ClientLinks> {
  constructor(private readonly clients: ClientsReadModel) {}

  async execute({ clientIds, reachable }: ClientLinks) {
    const each = await Promise.all(clientIds.map((id) => this.clients.linksOfClient(id)));
    const links = each.flat().filter((link) => reachable.has(link.provider.id));
    // The provider's own custom-field values about the client stay with the provider.
    return {
      providerClients: links.map(({ client, ...link }) => ({
        ...link,
        client: { id: client.id, name: client.name, email: client.email },
      })),
    };
  }
}
