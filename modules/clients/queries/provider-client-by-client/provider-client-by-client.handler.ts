import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientReads } from '../../infrastructure/client-reads';
import { ProviderClientByClient } from './provider-client-by-client.query';

@QueryHandler(ProviderClientByClient)
export class ProviderClientByClientHandler implements IQueryHandler<ProviderClientByClient> {
  constructor(private readonly reads: ClientReads) {}

  async execute({ providerId, clientId }: ProviderClientByClient) {
    return { provider_client: await this.reads.linkFor(providerId, clientId) };
  }
}
