/**
 * Stock is kept per product and location, one event stream each: the consistency boundary that
 * makes "current never below zero" hold under any concurrency (every change of that stock
 * appends at the stream's expected revision). Each event carries the level after it, so a
 * command reads only a stream's newest event: a snapshot in every event, however long the
 * stream grows.
 */
import { AdjustmentTerms } from './adjustment';
import { LotDelta } from './lots';
import { OrderType } from './movement';
import { NO_STOCK, StockDelta, StockLevel } from './stock';

/** The order type of a transfer's stock changes (see ./transfer). */
export const TRANSFER = 'TRANSFER';

/** Why a transfer moved stock: shipped from the source, received or written off at the destination. */
export type TransferStockReason = 'shipped' | 'received' | 'written_off';

export const STOCK_CHANGED = 'StockChanged';

export function stockStreamId(locationId: string, productId: string): string {
  return `stock-${locationId}-${productId}`;
}

export interface StockChanged {
  type: typeof STOCK_CHANGED;
  data: {
    providerId: string;
    productId: string;
    locationId: string;
    /** The order, movement or transfer behind the change. */
    orderId: string;
    orderType: OrderType | typeof TRANSFER;
    /** `returned`: units of an order's return put back into stock (see fulfilment's returns). */
    reason: 'placed' | 'fulfilled' | 'cancelled' | 'returned' | TransferStockReason;
    delta: { current: number; committed: number; inTransit?: number };
    after: StockLevel;
    /**
     * What the change did to each lot (see ./lots): on stocks that hold lots only. Older events
     * and stocks that never held a lot have none.
     */
    lots?: LotDelta[];
    /**
     * IN only: what each unit cost, in the provider's currency (a purchase order's receipt), which
     * the stock's value takes at that cost. Absent: the units are valued at the average cost.
     */
    unitCost?: number;
    /**
     * ADJUST only: when the change applies, if earlier than its recording (a back-dated
     * correction), and why it was made. Older events have neither: effective when recorded.
     */
  } & AdjustmentTerms;
}

/** The level a stream's newest event left (none: nothing in stock yet). */
export function levelAfter(last: { data: unknown } | null): StockLevel {
  return last ? (last.data as StockChanged['data']).after : NO_STOCK;
}

export function stockChanged(
  context: Omit<StockChanged['data'], 'productId' | 'delta' | 'after'>,
  delta: StockDelta,
  after: StockLevel,
): StockChanged {
  return {
    type: STOCK_CHANGED,
    data: {
      ...context,
      productId: delta.productId,
      delta:
        delta.inTransit === undefined
          ? { current: delta.current, committed: delta.committed }
          : { current: delta.current, committed: delta.committed, inTransit: delta.inTransit },
      after,
      ...(delta.lots ? { lots: delta.lots } : {}),
      ...(delta.unitCost !== undefined ? { unitCost: delta.unitCost } : {}),
    },
  };
}

/**
 * The level each stock (location and product) was left at by a run of events, in the order
 * they came: what a read model or a screen needs, whatever happened in between.
 */
export function lastLevels(
  events: readonly { type: string; data: unknown }[],
): StockChanged['data'][] {
  const last = new Map<string, StockChanged['data']>();
  for (const event of events) {
    if (event.type !== STOCK_CHANGED) continue;
    const data = event.data as StockChanged['data'];
    last.set(`${data.locationId}/${data.productId}`, data);
  }
  return [...last.values()];
}

/**
 * The stock an order's events move: at which location, why, and by how much per product; for
 * an ADJUST, when it applies and its reason (see ./adjustment).
 */
export interface StockMove {
  /** The order or movement the changes belong to, when not the decision's own (a count's ADJUST). */
  orderId?: string;
  locationId: string;
  orderType: StockChanged['data']['orderType'];
  reason: StockChanged['data']['reason'];
  deltas: readonly StockDelta[];
  effectiveAt?: string;
  adjustment?: AdjustmentTerms['adjustment'];
}
