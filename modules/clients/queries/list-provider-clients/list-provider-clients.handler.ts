import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientReads } from '../../infrastructure/client-reads';
import { ListProviderClients } from './list-provider-clients.query';

@QueryHandler(ListProviderClients)
export class ListProviderClientsHandler implements IQueryHandler<ListProviderClients> {
  constructor(private readonly reads: ClientReads) {}

  async execute({ providerId, page }: ListProviderClients) {
    const { provider_clients, total } = await this.reads.listLinks(providerId, page);
    return { provider_clients, pagination: { total } };
  }
}
