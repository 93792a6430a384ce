import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientReads } from '../../../clients';
import { ClientLinks } from './client-links.query';

@QueryHandler(ClientLinks)
export class ClientLinksHandler implements IQueryHandler<ClientLinks> {
  constructor(private readonly clients: ClientReads) {}

  async execute({ clientId, reachable }: ClientLinks) {
    const links = (await this.clients.linksOfClient(clientId)).filter((link) =>
      reachable.has(link.provider.id),
    );
    // The provider's own custom-field values about the client stay with the provider.
    return {
      providerClients: links.map(({ client, ...link }) => ({
        ...link,
        client: { id: client.id, name: client.name, email: client.email },
      })),
    };
  }
}
