import { LinkAnswer, LinkRequestView, NamedRefResponse } from '../../clients';
import type { ClientLinkView, PortalShopView } from '../queries/client-links/client-links.query';

/**
 * What the client portal's own routes answer (docs/product.md §2.6 and section 7: its providers,
 * the providers asking to be added, leaving one), described for the OpenAPI document and the
 * frontend's generated types.
 */

/** The client as its own link shows it: the provider's notes about the client left out. */
export class PortalClientResponse {
  id!: string;
  name!: string;
  email!: string;
}

/**
 * The provider's shop as its clients see it (its business settings): who they order from and
 * how to reach the supplier.
 */
export class PortalShopResponse implements PortalShopView {
  /** The name on the provider's documents; null: the provider's name. */
  legal_name!: string | null;
  /** The provider's postal address, lines separated by newlines; null when it has set none. */
  address!: string | null;
  /** The provider's email, as its orders show it to the client. */
  email!: string | null;
  /** The phone number the provider gives its clients (business settings); null for none. */
  phone!: string | null;
  /**
   * Where the portal reads the provider's logo (PNG or JPEG), under the portal's own key; null
   * when the provider has none.
   */
  logo_url!: string | null;
  /** ISO 4217: the currency the provider's orders are in. */
  currency!: string;
  /** BCP 47: how the provider writes amounts and dates. */
  locale!: string;
}

/** A provider the client orders from; `active` false: the provider disabled the link. */
export class ClientLinkResponse implements ClientLinkView {
  id!: string;
  active!: boolean;
  provider!: NamedRefResponse;
  client!: PortalClientResponse;
  shop!: PortalShopResponse;
}

/** GET /api/client/{client_id}/provider_client. */
export class ClientLinkListResponse {
  providerClients!: ClientLinkResponse[];
}

/** A provider asking, in the client's own portal, to be added. */
export class LinkRequestResponse implements LinkRequestView {
  id!: string;
  provider!: NamedRefResponse;
}

export class LinkRequestListResponse {
  /** Always empty in a provider's link: only the client's own portal has requests. */
  link_requests!: LinkRequestResponse[];
}

export class LinkAnswerResponse {
  id!: string;
  status!: LinkAnswer;
}

export class AnsweredLinkRequestResponse {
  link_request!: LinkAnswerResponse;
}

/** The provider the client left (its name empty if it no longer has one). */
export class LeftProviderResponse {
  provider!: NamedRefResponse;
}
