import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientsReadModel } from '../../infrastructure/clients.read-model';
import { ProviderClientByClient } from './provider-client-by-client.query';

@QueryHandler(ProviderClientByClient)
export class ProviderClientByClientHandler implements IQueryHandler<ProviderClientByClient> {
  constructor(private readonly reads: ClientsReadModel) {}

  async execute({ providerId, clientId }: ProviderClientByClient) {
    return { provider_client: await this.reads.linkFor(providerId, clientId) };
  }
}
