import { Query } from '@nestjs/cqrs';
import { ProviderClientView } from '../../../clients';

/** A link as its client sees it: the provider's notes about the client left out. */
export type ClientLinkView = Omit<ProviderClientView, 'client'> & {
  client: { id: string; name: string; email: string };
};

/** A client's links to the providers it still reaches (`reachable`), for its portal. */
export class ClientLinks extends Query<{ providerClients: ClientLinkView[] }> {
  constructor(
    readonly clientId: string,
    readonly reachable: ReadonlySet<string>,
  ) {
    super();
  }
}
