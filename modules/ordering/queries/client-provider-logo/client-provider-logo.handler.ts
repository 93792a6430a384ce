import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ClientsReadModel } from '../../../clients';
import { ProviderLogo } from '../../../settings';
import { ClientLinkDisabledError } from '../../domain/client-link';
import { OrderRuleError } from '../../domain/order';
import { ClientProviderLogo } from './client-provider-logo.query';

@QueryHandler(ClientProviderLogo)
export class ClientProviderLogoHandler implements IQueryHandler<ClientProviderLogo> {
  constructor(
    private readonly clients: ClientsReadModel,
    private readonly queries: QueryBus,
  ) {}

  async execute({ clientIds, reachable, providerId }: ClientProviderLogo) {
    if (!reachable.has(providerId)) {
      // A provider whose link is disabled closes its data as every portal route does; any
      // other provider is unknown to this key, whether or not it exists.
      const links = (
        await Promise.all(clientIds.map((id) => this.clients.linksOfClient(id)))
      ).flat();
      if (links.some((link) => link.provider.id === providerId))
        throw new ClientLinkDisabledError();
      throw new OrderRuleError('No such provider for this client.', 'not_found');
    }
    return this.queries.execute(new ProviderLogo(providerId));
  }
}
