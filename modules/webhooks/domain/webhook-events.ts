/**
 * The events an endpoint can subscribe to, the stored events each comes from, and the JSON an
 * endpoint receives (`{ id, type, created, provider_id, data }`). Pure: the payload is a function
 * of the stored event alone, so the outbox projection stays rebuildable.
 */
export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.fulfilled',
  'order.cancelled',
  'stock.changed',
  'transfer.created',
  'transfer.shipped',
  'transfer.received',
  'transfer.written_off',
  'transfer.cancelled',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The stored event types the outbox follows, with the public name of each. */
export const PUBLIC_NAMES: Readonly<Record<string, WebhookEventType>> = {
  OrderPlaced: 'order.placed',
  OrderFulfilled: 'order.fulfilled',
  OrderCancelled: 'order.cancelled',
  StockChanged: 'stock.changed',
  TransferCreated: 'transfer.created',
  TransferShipped: 'transfer.shipped',
  TransferReceived: 'transfer.received',
  TransferWrittenOff: 'transfer.written_off',
  TransferCancelled: 'transfer.cancelled',
};

export interface StoredEvent {
  id: string;
  type: string;
  data: unknown;
  providerId: string;
  /** ISO time the event happened. */
  occurredAt: string;
}

export interface WebhookPayload {
  id: string;
  type: WebhookEventType;
  created: string;
  provider_id: string;
  data: Record<string, unknown>;
}

type Data = Record<string, unknown>;
const lineOf = (line: Data) => ({
  product_id: line.productId,
  quantity: line.quantity,
  price: line.price ?? null,
});
/** A transfer's line: a product and its units (no price: a transfer sells nothing). */
const unitsOf = (line: Data) => ({ product_id: line.productId, quantity: line.quantity });

/** What `data` holds for each type: snake_case, as the REST API answers. */
function dataOf(type: WebhookEventType, d: Data): Data {
  switch (type) {
    case 'order.placed':
      return {
        order_id: d.orderId,
        order_type: d.orderType,
        client_id: d.clientId ?? null,
        location_id: d.locationId,
        lines: ((d.lines as Data[]) ?? []).map(lineOf),
        notes: d.notes ?? null,
        placed_at: d.placedAt,
      };
    case 'order.fulfilled':
      return { order_id: d.orderId, fulfilled_at: d.at };
    case 'order.cancelled':
      return { order_id: d.orderId, cancelled_at: d.at, cancelled_by: d.by };
    case 'stock.changed':
      return {
        product_id: d.productId,
        location_id: d.locationId,
        order_id: d.orderId,
        order_type: d.orderType,
        reason: d.reason,
        delta: d.delta,
        after: d.after,
      };
    case 'transfer.created':
      return {
        transfer_id: d.transferId,
        from_location_id: d.fromLocationId,
        to_location_id: d.toLocationId,
        lines: ((d.lines as Data[]) ?? []).map(unitsOf),
        notes: d.notes ?? null,
        created_at: d.at,
      };
    case 'transfer.shipped':
      return { transfer_id: d.transferId, shipped_at: d.at };
    case 'transfer.received':
      // What arrived in this receipt; `partial` while units are still on their way after it.
      return {
        transfer_id: d.transferId,
        lines: ((d.lines as Data[]) ?? []).map(unitsOf),
        partial: d.partial === true,
        received_at: d.at,
      };
    case 'transfer.written_off':
      // Units in transit that will not arrive, and why (an adjustment's reason and note).
      return {
        transfer_id: d.transferId,
        lines: ((d.lines as Data[]) ?? []).map(unitsOf),
        reason: d.reason,
        note: d.note ?? null,
        written_off_at: d.at,
      };
    case 'transfer.cancelled':
      return { transfer_id: d.transferId, cancelled_at: d.at };
    default: {
      const never: never = type;
      throw new Error(`No payload for ${never}`);
    }
  }
}

/** The payload of a stored event, or null when no webhook event comes from it. */
export function payloadOf(event: StoredEvent): WebhookPayload | null {
  const type = PUBLIC_NAMES[event.type];
  if (!type || !event.providerId) return null;
  return {
    id: event.id,
    type,
    created: event.occurredAt,
    provider_id: event.providerId,
    data: dataOf(type, (event.data ?? {}) as Data),
  };
}
