/**
 * Stock per product and location (docs/product.md §10): `current` can still be
 * promised, `committed` is promised to pending orders, total = current + committed. Current
 * never goes below zero.
 */
import {
  applyLotDeltas,
  decideLots,
  LotDelta,
  LotLevel,
  LotPolicy,
  LotRequest,
  LotTake,
} from './lots';
import { OrderLine, OrderType, StockRuleError } from './movement';

/** What the stock deltas of a placed order or movement depend on (ordering's order state has it). */
export interface StockDocument {
  orderType: OrderType;
  lines: readonly OrderLine[];
  fulfilled: boolean;
  cancelled: boolean;
}

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
  /**
   * The stock's lots (see ./lots), once it has held one: their figures, within the stock's.
   * Absent on every stock that never held a lot.
   */
  lots?: LotLevel[];
}

export interface StockDelta {
  productId: string;
  current: number;
  committed: number;
  /** Units arriving in transit (+) or leaving it (-): transfers only. */
  inTransit?: number;
  /** The exact change per lot (decided by `decideLots`, or replaying an order's allocation). */
  lots?: LotDelta[];
  /** The lot a line receives into or chose to take from. */
  lot?: LotRequest;
  /** An IN line's unit cost in the provider's currency (see OrderLine), which values the units. */
  unitCost?: number;
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

function figures(type: OrderType, q: number): { current: number; committed: number } {
  switch (type) {
    case 'ORDER':
      return { current: -q, committed: q };
    case 'IN':
    case 'ADJUST':
      return { current: q, committed: 0 };
    case 'OUT':
      return { current: -q, committed: 0 };
  }
}

function lineDelta(type: OrderType, line: OrderLine): StockDelta {
  return {
    productId: line.productId,
    ...figures(type, line.quantity),
    ...(line.lot ? { lot: line.lot } : {}),
    ...(type === 'IN' && line.unitCost !== undefined ? { unitCost: line.unitCost } : {}),
  };
}

/** What placing the order does to stock. */
export function placementDeltas(type: OrderType, lines: readonly OrderLine[]): StockDelta[] {
  return lines.map((line) => lineDelta(type, line));
}

/** What a line's recorded allocation did to its lots when placed. */
function placedLots(type: OrderType, takes: readonly LotTake[]): LotDelta[] {
  return takes.map((take) => ({
    lot: take.lot,
    expiry: take.expiry,
    ...figures(type, take.quantity),
  }));
}

/** What fulfilling does: a pending order's committed units leave; a movement moves nothing. */
export function fulfilmentDeltas(order: StockDocument): StockDelta[] {
  if (order.orderType !== 'ORDER' || order.cancelled || order.fulfilled) return [];
  return order.lines.map((line) => ({
    productId: line.productId,
    current: 0,
    committed: -line.quantity,
    ...(line.lots
      ? {
          lots: line.lots.map((take) => ({
            lot: take.lot,
            expiry: take.expiry,
            current: 0,
            committed: -take.quantity,
          })),
        }
      : {}),
  }));
}

/** What cancelling does: the exact reversal of the placement (a pending order frees its units). */
export function cancellationDeltas(order: StockDocument): StockDelta[] {
  if (order.cancelled || (order.orderType === 'ORDER' && order.fulfilled)) return [];
  return order.lines.map((line) => {
    const placed = figures(order.orderType, line.quantity);
    return {
      productId: line.productId,
      current: -placed.current || 0,
      committed: -placed.committed || 0,
      // The units go back to (or leave) the lots the placement recorded, exactly.
      ...(line.lots
        ? {
            lots: placedLots(order.orderType, line.lots).map((lot) => ({
              ...lot,
              current: -lot.current || 0,
              committed: -lot.committed || 0,
            })),
          }
        : {}),
    };
  });
}

/**
 * The delta with its lots decided (see ./lots): on a stock holding lots, or a line naming one.
 * A stock that never held a lot and a line naming none come back as they were.
 */
export function withLots(level: StockLevel, delta: StockDelta, policy: LotPolicy): StockDelta {
  const lots = decideLots(level, delta, policy);
  const { lot: _, ...rest } = delta;
  return lots === undefined ? rest : { ...rest, lots };
}

/** The level after a delta; refused when current would go below zero. */
export function applyDelta(level: StockLevel, delta: StockDelta, productName?: string): StockLevel {
  const current = level.current + delta.current;
  if (current < 0) throw new InsufficientStockError(delta.productId, level.current, productName);
  if (current > MAX_STOCK)
    throw new StockRuleError(
      `Stock of ${productName ?? delta.productId} would exceed ${MAX_STOCK}.`,
    );
  const committed = level.committed + delta.committed;
  if (committed > MAX_STOCK)
    throw new StockRuleError(
      `Stock of ${productName ?? delta.productId} would exceed ${MAX_STOCK}.`,
    );
  // Only a fulfilment or cancellation of units committed before takes committed stock away.
  if (committed < 0) throw new Error(`Committed stock of ${delta.productId} would go below zero`);
  const lots =
    level.lots === undefined && delta.lots === undefined
      ? {}
      : {
          lots: applyLotDeltas(
            level.lots ?? [],
            delta.lots ?? [],
            { current, committed },
            productName ?? delta.productId,
          ),
        };
  if (level.inTransit === undefined && delta.inTransit === undefined)
    return { current, committed, ...lots };
  const inTransit = (level.inTransit ?? 0) + (delta.inTransit ?? 0);
  if (inTransit > MAX_STOCK)
    throw new StockRuleError(
      `Stock of ${productName ?? delta.productId} would exceed ${MAX_STOCK}.`,
    );
  // Only a receipt or write-off of units shipped before takes in-transit stock away.
  if (inTransit < 0) throw new Error(`In-transit stock of ${delta.productId} would go below zero`);
  return { current, committed, inTransit, ...lots };
}
