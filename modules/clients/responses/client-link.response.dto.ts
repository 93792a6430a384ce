import type { OwnLinkRequestView } from '../infrastructure/client-portals';

/**
 * A client's public link and the provider's request to join the client's own portal, as the
 * provider's routes answer them, described for the OpenAPI document and the frontend's types.
 */

export class ClientLinkKeyResponse {
  /** The key of the client's public link: what follows `/client/` in it. */
  link_key!: string;
}

/** The provider's request for one of its clients; the client's answer is never part of it. */
export class OwnLinkRequestResponse implements OwnLinkRequestView {
  client_id!: string;
  /** The email the request was made for. */
  email!: string;
  status!: 'PENDING' | 'WITHDRAWN';
  /** ISO timestamp. */
  asked_at!: string;
}

export class ClientLinkRequestResponse {
  /** Null: the client was given its email before requests existed. */
  link_request!: OwnLinkRequestResponse | null;
}

export class WithdrawnLinkRequestResponse {
  link_request!: OwnLinkRequestResponse;
}
