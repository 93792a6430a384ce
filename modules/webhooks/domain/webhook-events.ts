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
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The stored event types the outbox follows, with the public name of each. */
export const PUBLIC_NAMES: Readonly<Record<string, WebhookEventType>> = {
  OrderPlaced: 'order.placed',
  OrderFulfilled: 'order.fulfilled',
  OrderCancelled: 'order.cancelled',
  StockChanged: 'stock.changed',
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
