/**
 * Order numbers (issue 36): each provider's orders and movements are numbered in the order
 * they were placed, which is the order of their events in the log, from 1001 up: one series for
 * orders (#1001) and one for stock movements (MV-1001). A number is never reused and the series
 * has no gaps: the orders projection hands them out as it applies the placements, one after
 * another, so however many orders are placed at once each gets the next one, and a rebuild
 * from the events hands out the same. Pure.
 */
import type { OrderType } from '../../inventory/domain';

export const FIRST_ORDER_NUMBER = 1001;

export type NumberSeries = 'order' | 'movement';

export function seriesOf(type: OrderType): NumberSeries {
  return type === 'ORDER' ? 'order' : 'movement';
}

/** Each series' prefix: what a number is read with. */
export const NUMBER_PREFIX: Record<NumberSeries, string> = { order: '#', movement: 'MV-' };

/** The number as people read it: `#1001` for an order, `MV-1001` for a movement. */
export function formatOrderNumber(type: OrderType, n: number): string {
  return `${NUMBER_PREFIX[seriesOf(type)]}${n}`;
}

/**
 * What a search for a number asks: `1001` or `#1001` (either series), `MV-1001` (movements
 * only); null when the text is no number.
 */
export function parseOrderNumber(text: string): { n: number; series?: NumberSeries } | null {
  const match = /^\s*(#|mv-?)?\s*(\d{1,9})\s*$/i.exec(text);
  if (!match) return null;
  const n = Number(match[2]);
  if (match[1] === undefined) return { n };
  return { n, series: match[1] === '#' ? 'order' : 'movement' };
}
