import { Query } from '@nestjs/cqrs';
import { ProviderClientView } from '../../../clients';

/**
 * Whose shop a portal page is (issue 37): what the provider's business settings say of it to
 * its clients (the letterhead's name and address, its contact phone, its logo and its money) and
 * its email.
 */
export interface PortalShopView {
  legal_name: string | null;
  address: string | null;
  email: string | null;
  phone: string | null;
  logo_url: string | null;
  currency: string;
  locale: string;
}

/** A link as its client sees it: the provider's notes about the client left out. */
export type ClientLinkView = Omit<ProviderClientView, 'client'> & {
  client: { id: string; name: string; email: string };
  shop: PortalShopView;
};

/**
 * The links of a client's records (one in a provider's link, one per provider in the client's
 * own portal) to the providers it still reaches (`reachable`), for its portal. `linkKey` is the
 * key the portal was opened with: the logo's address carries it.
 */
export class ClientLinks extends Query<{ providerClients: ClientLinkView[] }> {
  constructor(
    readonly clientIds: readonly string[],
    readonly reachable: ReadonlySet<string>,
    readonly linkKey: string,
  ) {
    super();
  }
}
