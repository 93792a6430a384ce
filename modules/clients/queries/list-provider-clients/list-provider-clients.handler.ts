import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientsReadModel } from '../../infrastructure/clients.read-model';
import { ListProviderClients } from './list-provider-clients.query';

@QueryHandler(ListProviderClients)
export class ListProviderClientsHandler implements IQueryHandler<ListProviderClients> {
  constructor(private readonly reads: ClientsReadModel) {}

  async execute({ providerId, page, search }: ListProviderClients) {
    const { provider_clients, total } = await this.reads.listLinks(providerId, page, search);
    return { provider_clients, pagination: { total } };
  }
}
