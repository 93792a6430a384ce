import {
  decideLowStockAlert,
  LowStockAlert,
  REORDER_POINT_SET,
  reorderFactOf,
  STOCK_CHANGED,
  StockCell,
  stockCellKey,
  UNWATCHED_CELL,
} from '../../../inventory';

/** The stored events that move a stock's figures or its minimum: where crossings come from. */
export const STOCK_EVENT_TYPES: readonly string[] = [STOCK_CHANGED, REORDER_POINT_SET];

export interface StockKey {
  providerId: string;
  locationId: string;
  productId: string;
}

export interface StockEvent {
  type: string;
  data: unknown;
  /** When it happened (ISO). */
  at: string;
}

/** The stock a stored event is of, or null when it is of none. */
export function stockOf(event: { type: string; data: unknown }): StockKey | null {
  if (!STOCK_EVENT_TYPES.includes(event.type)) return null;
  const { providerId, locationId, productId } = (event.data ?? {}) as Partial<StockKey>;
  return providerId && locationId && productId ? { providerId, locationId, productId } : null;
}

/**
 * Folds a page's events, in order, into the stocks' figures (`stocks`, keyed by stockCellKey and
 * updated in place; a stock not there starts unwatched) and answers, by index, the alert each
 * event's crossing made (null: none). Ordering's decideLowStockAlert decides every crossing, as
 * it does for the Low stock view: one alert down, quiet while low, one back up. Pure.
 */
export function foldAlerts(
  events: readonly StockEvent[],
  stocks: Map<string, StockCell>,
): (LowStockAlert | null)[] {
  return events.map((event) => {
    const stock = stockOf(event);
    if (!stock) return null;
    const key = stockCellKey(stock);
    const tracked = stocks.get(key) ?? { ...stock, cell: UNWATCHED_CELL };
    const { cell, alert } = decideLowStockAlert(
      tracked.cell,
      reorderFactOf(event.type, event.data, event.at),
    );
    stocks.set(key, { ...tracked, cell });
    return alert;
  });
}
