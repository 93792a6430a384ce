import { Query } from '@nestjs/cqrs';
import { ProviderClientView } from '../../infrastructure/client.views';

/**
 * A page of a provider's client links, by client name; with `search`, only the clients it finds
 * (see ListProviderClientsQuery.search).
 */
export class ListProviderClients extends Query<{
  provider_clients: ProviderClientView[];
  pagination: { total: number };
}> {
  constructor(
    readonly providerId: string,
    readonly page: { limit: number; offset: number },
    readonly search?: string,
  ) {
    super();
  }
}
