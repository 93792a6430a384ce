/**
 * Stock per product and location (DESIGN.md, "Stock semantics"): `current` can still be
 * promised, `committed` is promised to pending orders, total = current + committed. Current
 * never goes below zero.
 */
import { OrderLine, OrderRuleError, OrderState, OrderType } from './order';

/** The read models keep stock as 32-bit integers. */
const MAX_STOCK = 2_147_483_647;

export interface StockLevel {
  current: number;
  committed: number;
  /**
   * Units shipped to this location by a transfer and not yet received or written off (see
   * ./transfer). Only stocks a transfer has reached carry it: absent reads as 0.
   */
  inTransit?: number;
}

export interface StockDelta {
  productId: string;
  current: number;
  committed: number;
  /** Units arriving in transit (+) or leaving it (-): transfers only. */
  inTransit?: number;
}

export const NO_STOCK: StockLevel = { current: 0, committed: 0 };

/** StockCannotGoNegative: a change would take what can still be promised below zero. */
export class InsufficientStockError extends Error {
  readonly kind = 'conflict' as const;

  constructor(
    readonly productId: string,
    readonly available: number,
    productName?: string,
  ) {
    super(`Not enough stock of ${productName ?? productId}: ${available} available.`);
  }
}

function lineDelta(type: OrderType, line: OrderLine): StockDelta {
  const q = line.quantity;
  switch (type) {
    case 'ORDER':
      return { productId: line.productId, current: -q, committed: q };
    case 'IN':
    case 'ADJUST':
      return { productId: line.productId, current: q, committed: 0 };
    case 'OUT':
      return { productId: line.productId, current: -q, committed: 0 };
  }
}

/** What placing the order does to stock. */
export function placementDeltas(type: OrderType, lines: readonly OrderLine[]): StockDelta[] {
  return lines.map((line) => lineDelta(type, line));
}

/** What fulfilling does: a pending order's committed units leave; a movement moves nothing. */
export function fulfilmentDeltas(order: OrderState): StockDelta[] {
  if (order.orderType !== 'ORDER' || order.cancelled || order.fulfilled) return [];
  return order.lines.map((line) => ({
    productId: line.productId,
    current: 0,
    committed: -line.quantity,
  }));
}

/** What cancelling does: the exact reversal of the placement (a pending order frees its units). */
export function cancellationDeltas(order: OrderState): StockDelta[] {
  if (order.cancelled || (order.orderType === 'ORDER' && order.fulfilled)) return [];
  return placementDeltas(order.orderType, order.lines).map((delta) => ({
    productId: delta.productId,
    current: -delta.current || 0,
    committed: -delta.committed || 0,
  }));
}

/** The level after a delta; refused when current would go below zero. */
export function applyDelta(level: StockLevel, delta: StockDelta, productName?: string): StockLevel {
  const current = level.current + delta.current;
  if (current < 0) throw new InsufficientStockError(delta.productId, level.current, productName);
  if (current > MAX_STOCK)
    throw new OrderRuleError(
      `Stock of ${productName ?? delta.productId} would exceed ${MAX_STOCK}.`,
    );
  const committed = level.committed + delta.committed;
  if (committed > MAX_STOCK)
    throw new OrderRuleError(
      `Stock of ${productName ?? delta.productId} would exceed ${MAX_STOCK}.`,
    );
  // Only a fulfilment or cancellation of units committed before takes committed stock away.
  if (committed < 0) throw new Error(`Committed stock of ${delta.productId} would go below zero`);
  if (level.inTransit === undefined && delta.inTransit === undefined) return { current, committed };
  const inTransit = (level.inTransit ?? 0) + (delta.inTransit ?? 0);
  if (inTransit > MAX_STOCK)
    throw new OrderRuleError(
      `Stock of ${productName ?? delta.productId} would exceed ${MAX_STOCK}.`,
    );
  // Only a receipt or write-off of units shipped before takes in-transit stock away.
  if (inTransit < 0) throw new Error(`In-transit stock of ${delta.productId} would go below zero`);
  return { current, committed, inTransit };
}
