/**
 * Reorder points: per product and location a minimum and a reorder quantity. A stock is low
 * when what can still be promised (current stock: committed units are promised already) is at
 * or below its minimum. A low stock raises one alert when it crosses down, stays quiet while it
 * stays low, and the alert clears when it recovers above the minimum: one alert per crossing.
 */
import { StockRuleError } from './movement';
import { StockLevel } from './stock';
import { STOCK_CHANGED, StockChanged } from './stock-stream';

export const REORDER_POINT_SET = 'ReorderPointSet';

/** The largest minimum or reorder quantity (the read models keep 32-bit integers). */
export const MAX_REORDER_FIGURE = 1_000_000_000;

/** At most this many settings in one request (a CSV import sends them in such batches). */
export const MAX_REORDER_POINTS = 2_000;

export function reorderPointStreamId(locationId: string, productId: string): string {
  return `reorder-point-${locationId}-${productId}`;
}

/** A minimum of null removes the reorder point: the stock is never low. */
export interface ReorderPointSet {
  type: typeof REORDER_POINT_SET;
  data: {
    providerId: string;
    productId: string;
    locationId: string;
    minimum: number | null;
    reorderQuantity: number | null;
  };
}

export interface ReorderPointInput {
  productId: string;
  locationId: string;
  minimum: number | null;
  reorderQuantity: number | null;
}

/**
 * The events that set each reorder point; a reorder quantity without a minimum is refused
 * (it would suggest nothing), and two settings of one stock in one request too.
 */
export function decideSetReorderPoints(
  providerId: string,
  inputs: readonly ReorderPointInput[],
): ReorderPointSet[] {
  const seen = new Set<string>();
  return inputs.map((input) => {
    const key = `${input.locationId}/${input.productId}`;
    if (seen.has(key))
      throw new StockRuleError(
        `The product ${input.productId} is set twice for location ${input.locationId}.`,
      );
    seen.add(key);
    if (input.minimum === null && input.reorderQuantity !== null)
      throw new StockRuleError('A reorder quantity needs a minimum.');
    return {
      type: REORDER_POINT_SET,
      data: {
        providerId,
        productId: input.productId,
        locationId: input.locationId,
        minimum: input.minimum,
        reorderQuantity: input.minimum === null ? null : input.reorderQuantity,
      },
    };
  });
}

/** One stock as the low-stock read model keeps it. */
export interface ReorderCell {
  available: number;
  inTransit: number;
  minimum: number | null;
  reorderQuantity: number | null;
  /** When the open alert was raised (null: not low). */
  lowSince: string | null;
}

export const UNWATCHED_CELL: ReorderCell = {
  available: 0,
  inTransit: 0,
  minimum: null,
  reorderQuantity: null,
  lowSince: null,
};

/** What a fact did to the alert: raised one (crossed down), cleared it (recovered), or nothing. */
export type Crossing = 'raised' | 'cleared' | null;

/** What happened to a stock: its level changed, or its reorder point was set. */
export type ReorderFact =
  | { kind: 'level'; level: StockLevel; at: string }
  | { kind: 'point'; minimum: number | null; reorderQuantity: number | null; at: string };

export function isLow(cell: Pick<ReorderCell, 'available' | 'minimum'>): boolean {
  return cell.minimum !== null && cell.available <= cell.minimum;
}

/** The cell after a fact, and the crossing it made (decided on the cell before it). */
export function decideLowStock(
  cell: ReorderCell,
  fact: ReorderFact,
): { cell: ReorderCell; crossing: Crossing } {
  const next: ReorderCell =
    fact.kind === 'level'
      ? { ...cell, available: fact.level.current, inTransit: fact.level.inTransit ?? 0 }
      : { ...cell, minimum: fact.minimum, reorderQuantity: fact.reorderQuantity };
  const wasLow = cell.lowSince !== null;
  const low = isLow(next);
  if (low && !wasLow) return { cell: { ...next, lowSince: fact.at }, crossing: 'raised' };
  if (!low && wasLow) return { cell: { ...next, lowSince: null }, crossing: 'cleared' };
  return { cell: next, crossing: null };
}

/** The fact a stored event of a stock is: its level changed (StockChanged) or its point was set. */
export function reorderFactOf(type: string, data: unknown, at: string): ReorderFact {
  if (type === STOCK_CHANGED)
    return { kind: 'level', level: (data as StockChanged['data']).after, at };
  const point = (data ?? {}) as ReorderPointSet['data'];
  return { kind: 'point', minimum: point.minimum, reorderQuantity: point.reorderQuantity, at };
}

/**
 * A crossing as it is told to others (the webhooks' stock.low and stock.recovered): the stock's
 * figures after the fact that made it, since when it was low, and what to order.
 */
export interface LowStockAlert {
  crossing: 'raised' | 'cleared';
  available: number;
  inTransit: number;
  /** null when the alert cleared because the reorder point was removed. */
  minimum: number | null;
  reorderQuantity: number | null;
  /** What to order now (0 once cleared). */
  suggestedQuantity: number;
  /** When the stock went low: this fact's time when raised, the raise's time when cleared. */
  lowSince: string;
  /** When the fact happened. */
  at: string;
}

/** The cell after a fact and the alert its crossing makes (null: no crossing), by decideLowStock. */
export function decideLowStockAlert(
  cell: ReorderCell,
  fact: ReorderFact,
): { cell: ReorderCell; alert: LowStockAlert | null } {
  const decided = decideLowStock(cell, fact);
  const { crossing, cell: after } = decided;
  if (!crossing) return { cell: after, alert: null };
  const lowSince = crossing === 'raised' ? fact.at : (cell.lowSince ?? fact.at);
  return {
    cell: after,
    alert: {
      crossing,
      available: after.available,
      inTransit: after.inTransit,
      minimum: after.minimum,
      reorderQuantity: after.reorderQuantity,
      suggestedQuantity: crossing === 'raised' ? suggestedQuantity(after) : 0,
      lowSince,
      at: fact.at,
    },
  };
}

/**
 * What to order for a low stock: the reorder quantity, or more when that would not lift the
 * stock above its minimum; units already in transit to the location count as ordered.
 */
export function suggestedQuantity(cell: ReorderCell): number {
  if (cell.minimum === null) return 0;
  const toRecover = cell.minimum + 1 - cell.available;
  return Math.max(0, Math.max(cell.reorderQuantity ?? 0, toRecover) - cell.inTransit);
}

const FIGURE = (name: string) =>
  `${name} must be a whole number from 0 to ${MAX_REORDER_FIGURE.toLocaleString('en-US')}`;

function figureOf(value: unknown, name: string): number | null | string {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return Number.isSafeInteger(number) &&
    (number as number) >= 0 &&
    (number as number) <= MAX_REORDER_FIGURE
    ? (number as number)
    : FIGURE(name);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One setting as sent (JSON or a CSV line: `product_id`, `location_id`, `minimum`,
 * `reorder_quantity`; an empty minimum removes the point), or the problem with it.
 */
export function reorderPointOf(raw: Record<string, unknown>): ReorderPointInput | string {
  const productId = raw.product_id;
  const locationId = raw.location_id;
  if (typeof productId !== 'string' || !UUID.test(productId))
    return 'product_id must be a product id';
  if (typeof locationId !== 'string' || !UUID.test(locationId))
    return 'location_id must be a location id';
  const minimum = figureOf(raw.minimum, 'minimum');
  if (typeof minimum === 'string') return minimum;
  const reorderQuantity = figureOf(raw.reorder_quantity, 'reorder_quantity');
  if (typeof reorderQuantity === 'string') return reorderQuantity;
  if (minimum === null && reorderQuantity !== null) return 'A reorder quantity needs a minimum.';
  return {
    productId: productId.toLowerCase(),
    locationId: locationId.toLowerCase(),
    minimum,
    reorderQuantity,
  };
}
