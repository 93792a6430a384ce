/**
 * The live channel's messages, both ways, in one map: the gateway implements it and the
 * frontend imports it (types only). It imports nothing, so that both sides can read it; the
 * order's shape is a parameter, each side naming its own view of an order.
 */

/** Where the socket.io endpoint listens, under the API's prefix. */
export const LIVE_PATH = '/api/live';

/** What a socket presents at the handshake: a member's access token, or a client's link key. */
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
  /** Shipped to this location by a transfer and not received yet (not part of the total). */
  in_transit_stock: number;
}

/** A stock: a product at a location. */
export interface StockKey {
  product_id: string;
  location_id: string;
}

/** One lot of a stock as it now stands (products that keep lots). */
export interface LotFigures {
  lot_code: string;
  /** YYYY-MM-DD, or null when the lot does not expire. */
  expiry_date: string | null;
  current_stock: number;
  committed_stock: number;
}

/** A stock's lots after a change: every lot it holds (none left: an empty list). */
export interface StockLots extends StockKey {
  lots: LotFigures[];
}

/** What can change, by kind: each kind's payload. */
export interface LiveMessages<Order = unknown> {
  /** An order or movement of a provider was placed or changed: the row every list shows. */
  order: { order: Order };
  /** Stock figures of a provider that changed. */
  inventory: { provider_id: string; cells: InventoryCell[] };
  /**
   * Stocks of a provider crossed their minimum: down (`raised`, an alert) or back above it
   * (`cleared`); `count` is how many are low now. Sent only on a crossing, never per change.
   */
  'low-stock': {
    provider_id: string;
    count: number;
    raised: StockKey[];
    cleared: StockKey[];
  };
  /**
   * Lots of a provider's stocks that changed, once the lots' read model has them (the Lots
   * screens read again then): sent only for stocks that keep lots.
   */
  lots: { provider_id: string; stocks: StockLots[] };
  /** One of a client's own orders was placed or changed, as the portal shows it. */
  'client-order': { order: Order };
}

/** One change: its kind and payload. */
export type LiveChange<Order = unknown> = {
  [K in keyof LiveMessages<Order>]: [K, LiveMessages<Order>[K]];
}[keyof LiveMessages<Order>];

/**
 * Server to client: the changes one publish makes to a room, in the order they were
 * committed. One message per room and publish, not per change: every message is a write to
 * every socket in the room, and under load a publish carries many orders.
 */
export interface LiveServerEvents<Order = unknown> {
  changes: (changes: LiveChange<Order>[]) => void;
}

/** Client to server; each answers through the acknowledgement. */
export interface LiveClientEvents {
  subscribe: (topic: LiveTopic, ack: (reply: LiveReply) => void) => void;
  unsubscribe: (topic: LiveTopic, ack: (reply: LiveReply) => void) => void;
  /** A refreshed access token: the socket stays open past the old one's expiry. */
  authenticate: (token: string, ack: (reply: LiveReply) => void) => void;
}
