/**
 * The live channel's messages, both ways, in one map: the gateway implements it and the
 * frontend imports it (types only). It imports nothing, so that both sides can read it; the
 * order's shape is a parameter, each side naming its own view of an order.
 */

/** Where the socket.io endpoint listens, under the API's prefix. */
export const LIVE_PATH = '/api/live';

/** What a socket presents at the handshake: a member's access token, or a client's own id. */
export interface LiveAuth {
  token?: string;
  client_id?: string;
}

/** A room to join: a provider's (members only) or a client's (that client only). */
export type LiveTopic = { provider_id: string } | { client_id: string };

export type LiveReply = { ok: true } | { ok: false; error: string };

/** One stock figure as it now stands (total = current + committed). */
export interface InventoryCell {
  product_id: string;
  location_id: string;
  current_stock: number;
  committed_stock: number;
  total_stock: number;
}

/** Server to client. */
export interface LiveServerEvents<Order = unknown> {
  /** An order or movement of a provider was placed or changed: the row every list shows. */
  order: (change: { order: Order }) => void;
  /** Stock figures of a provider that changed. */
  inventory: (change: { provider_id: string; cells: InventoryCell[] }) => void;
  /** One of a client's own orders was placed or changed, as the portal shows it. */
  'client-order': (change: { order: Order }) => void;
}

/** Client to server; each answers through the acknowledgement. */
export interface LiveClientEvents {
  subscribe: (topic: LiveTopic, ack: (reply: LiveReply) => void) => void;
  unsubscribe: (topic: LiveTopic, ack: (reply: LiveReply) => void) => void;
  /** A refreshed access token: the socket stays open past the old one's expiry. */
  authenticate: (token: string, ack: (reply: LiveReply) => void) => void;
}
