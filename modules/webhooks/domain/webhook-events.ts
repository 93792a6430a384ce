/**
 * The events an endpoint can subscribe to, the stored events each comes from, and the JSON an
 * endpoint receives (`{ id, type, created, provider_id, data }`). Pure: what a stored event
 * sends is a function of the event and of the low-stock crossing it made (decided by the outbox
 * on the stock's figures before it), so the outbox projection stays rebuildable.
 */
import type { LowStockAlert } from '../../inventory';

export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.shipped',
  'order.fulfilled',
  'order.cancelled',
  'stock.changed',
  'stock.low',
  'stock.recovered',
  'transfer.created',
  'transfer.shipped',
  'transfer.received',
  'transfer.written_off',
  'transfer.cancelled',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** The low-stock alerts: sent after the stored event whose crossing made them. */
type AlertType = 'stock.low' | 'stock.recovered';

/**
 * The stored event types sent as an event of their own, with its public name. A stock change
 * (or a reorder point set) may also send stock.low or stock.recovered: see webhookEventsOf.
 */
export const PUBLIC_NAMES: Readonly<Record<string, Exclude<WebhookEventType, AlertType>>> = {
  OrderPlaced: 'order.placed',
  OrderShipped: 'order.shipped',
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
  /** Its global position, "commit/prepare" (as the stock history shows it). */
  position?: string;
  /**
   * The number of the order an order event is about (#1001, SO-1002, MV-1001), as the API
   * answers it.
   */
  orderNumber?: string;
  /** The number of the transfer a transfer event is about (TR-1001), as the API answers it. */
  transferNumber?: string;
}

/** A low-stock crossing a stored event made, at its product and location. */
export interface StockAlert extends LowStockAlert {
  productId: string;
  locationId: string;
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

/**
 * What `data` holds for each type sent as its own: snake_case, as the REST API answers. An
 * order's or a transfer's events name it by its id and its number (null when not known).
 */
function dataOf(
  type: Exclude<WebhookEventType, AlertType>,
  d: Data,
  orderNumber: string | null,
  transferNumber: string | null,
): Data {
  switch (type) {
    case 'order.placed':
      return {
        order_id: d.orderId,
        order_number: orderNumber,
        order_type: d.orderType,
        client_id: d.clientId ?? null,
        location_id: d.locationId,
        lines: ((d.lines as Data[]) ?? []).map(lineOf),
        notes: d.notes ?? null,
        placed_at: d.placedAt,
      };
    case 'order.shipped':
      // One shipment: some of the order's units (all that remained, when it completes it).
      return {
        order_id: d.orderId,
        order_number: orderNumber,
        shipment: d.sequence,
        shipment_number: orderNumber ? `${orderNumber}-${d.sequence}` : null,
        shipped_on: d.shippedOn,
        carrier: d.carrier ?? null,
        tracking_number: d.trackingNumber ?? null,
        lines: ((d.lines as Data[]) ?? []).map(unitsOf),
        shipped_at: d.at,
      };
    case 'order.fulfilled':
      return { order_id: d.orderId, order_number: orderNumber, fulfilled_at: d.at };
    case 'order.cancelled':
      return {
        order_id: d.orderId,
        order_number: orderNumber,
        cancelled_at: d.at,
        cancelled_by: d.by,
      };
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
        transfer_number: transferNumber,
        from_location_id: d.fromLocationId,
        to_location_id: d.toLocationId,
        lines: ((d.lines as Data[]) ?? []).map(unitsOf),
        notes: d.notes ?? null,
        created_at: d.at,
      };
    case 'transfer.shipped':
      return { transfer_id: d.transferId, transfer_number: transferNumber, shipped_at: d.at };
    case 'transfer.received':
      // What arrived in this receipt; `partial` while units are still on their way after it.
      return {
        transfer_id: d.transferId,
        transfer_number: transferNumber,
        lines: ((d.lines as Data[]) ?? []).map(unitsOf),
        partial: d.partial === true,
        received_at: d.at,
      };
    case 'transfer.written_off':
      // Units in transit that will not arrive, and why (an adjustment's reason and note).
      return {
        transfer_id: d.transferId,
        transfer_number: transferNumber,
        lines: ((d.lines as Data[]) ?? []).map(unitsOf),
        reason: d.reason,
        note: d.note ?? null,
        written_off_at: d.at,
      };
    case 'transfer.cancelled':
      return { transfer_id: d.transferId, transfer_number: transferNumber, cancelled_at: d.at };
    default: {
      const never: never = type;
      throw new Error(`No payload for ${never}`);
    }
  }
}

/** The payload of a stored event's own webhook event, or null when it sends none of its own. */
export function payloadOf(event: StoredEvent): WebhookPayload | null {
  const type = PUBLIC_NAMES[event.type];
  if (!type || !event.providerId) return null;
  return {
    id: event.id,
    type,
    created: event.occurredAt,
    provider_id: event.providerId,
    data: dataOf(
      type,
      (event.data ?? {}) as Data,
      event.orderNumber ?? null,
      event.transferNumber ?? null,
    ),
  };
}

/**
 * stock.low when the stock fell to or below its minimum, stock.recovered when it rose above it
 * again (or its minimum was removed): the stock as it stands after the event that crossed, and
 * which event that was (its id, the stock.changed sent just before; its position).
 */
function alertData(event: StoredEvent, alert: StockAlert): Data {
  const stock = {
    product_id: alert.productId,
    location_id: alert.locationId,
    available: alert.available,
    in_transit: alert.inTransit,
    minimum: alert.minimum,
    reorder_quantity: alert.reorderQuantity,
  };
  const source = { source_event_id: event.id, position: event.position ?? null };
  return alert.crossing === 'raised'
    ? {
        ...stock,
        suggested_quantity: alert.suggestedQuantity,
        low_since: alert.lowSince,
        ...source,
      }
    : { ...stock, low_since: alert.lowSince, recovered_at: alert.at, ...source };
}

/**
 * Every webhook event a stored event sends, in the order they are sent: its own event, then
 * the low-stock alert its crossing made. The first keeps the stored event's id (as when one
 * stored event sent one webhook event); the n-th after it takes `idOf(n)`, an id derived from
 * the stored event's, the same on every rebuild.
 */
export function webhookEventsOf(
  event: StoredEvent,
  alert: StockAlert | null,
  idOf: (seq: number) => string,
): WebhookPayload[] {
  if (!event.providerId) return [];
  const own = payloadOf(event);
  const sent: Omit<WebhookPayload, 'id'>[] = own ? [own] : [];
  if (alert)
    sent.push({
      type: alert.crossing === 'raised' ? 'stock.low' : 'stock.recovered',
      created: event.occurredAt,
      provider_id: event.providerId,
      data: alertData(event, alert),
    });
  return sent.map((payload, seq) => ({
    id: seq === 0 ? event.id : idOf(seq),
    type: payload.type,
    created: payload.created,
    provider_id: payload.provider_id,
    data: payload.data,
  }));
}
