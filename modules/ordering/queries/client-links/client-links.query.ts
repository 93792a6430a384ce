import { Query } from '@nestjs/cqrs';
import { ProviderClientView } from '../../../clients';

/** A link as its client sees it: the provider's notes about the client left out. */
export type ClientLinkView = Omit<ProviderClientView, 'client'> & {
  client: { id: string; name: string; email: string };
};

/**
 * The links of a client's records (one in a provider's link, one per provider in the client's
 * own portal) to the providers it still reaches (`reachable`), for its portal.
 */
export class ClientLinks extends Query<{ providerClients: ClientLinkView[] }> {
  constructor(
    readonly clientIds: readonly string[],
    readonly reachable: ReadonlySet<string>,
  ) {
    super();
  }
}
