/**
 * Order numbers (issue 36): each provider's orders and movements are numbered in the order
 * they were placed, which is the order of their events in the log, from 1001 up: one series for
 * orders (#1001) and one for stock movements (MV-1001). A number is never reused and the series
 * has no gaps: the orders projection hands them out as it applies the placements, one after
 * another, so however many orders are placed at once each gets the next one, and a rebuild
 * from the events hands out the same.
 *
 * An order's prefix is the provider's (its settings' order prefix), frozen into its OrderPlaced
 * when placed: an order keeps the number it was given (documents, mails and webhooks already
 * name it), a changed prefix applies to the orders placed after it, and the series' digits go
 * on (#1001, then SO-1002). An order placed before the prefix was kept reads '#'; movements are
 * always MV-. Pure.
 */
import type { OrderType } from '../../inventory/domain';
import { ORDER_PREFIX } from '../../settings/domain';

export const FIRST_ORDER_NUMBER = 1001;

export type NumberSeries = 'order' | 'movement';

export function seriesOf(type: OrderType): NumberSeries {
  return type === 'ORDER' ? 'order' : 'movement';
}

/**
 * Each series' prefix: a movement's always, an order's when it froze none (placed before the
 * provider's prefix was kept; also the settings' default).
 */
export const NUMBER_PREFIX: Record<NumberSeries, string> = { order: '#', movement: 'MV-' };

/**
 * The prefix an order's or a movement's number is read with: an order's own, frozen when placed
 * (`OrderPlaced.numberPrefix`), else '#'; a movement's 'MV-', whatever it carries.
 */
export function numberPrefixOf(type: OrderType, frozen?: string | null): string {
  return type === 'ORDER' ? (frozen ?? NUMBER_PREFIX.order) : NUMBER_PREFIX.movement;
}

/**
 * The number as people read it: `#1001` (or the order's own prefix, `SO-1001`) for an order,
 * `MV-1001` for a movement.
 */
export function formatOrderNumber(type: OrderType, n: number, prefix?: string | null): string {
  return `${numberPrefixOf(type, prefix)}${n}`;
}

/**
 * A number as searched: `n` alone (`1001`) is that number in either series and under any
 * prefix; `movement` (`MV-1001`) a movement's; `order` with its `prefix` (`#1001`, `SO-1001`,
 * `so-1001`) an order's whose prefix is that one, case aside.
 */
export interface SearchedNumber {
  n: number;
  series?: NumberSeries;
  prefix?: string;
}

/** Text people read as a plain number (-3, 10.5, 1234567890), not as a prefix and a number. */
const PLAIN_NUMBER = /^[-+]?\d*\.?\d+$/;

/**
 * What a search for a number asks (see SearchedNumber): up to 9 digits, after a prefix or not.
 * A prefix is any an order may have (the settings' rule), 'MV-' (or 'mv') being the movements'.
 * Null when the text is no number.
 */
export function parseOrderNumber(text: string): SearchedNumber | null {
  const trimmed = text.trim();
  const match = /^(.*?)\s*(\d{1,9})$/.exec(trimmed);
  if (!match) return null;
  const [, prefix, digits] = match;
  const n = Number(digits);
  if (prefix === '') return { n };
  if (/^mv-?$/i.test(prefix)) return { n, series: 'movement' };
  if (!ORDER_PREFIX.test(prefix) || PLAIN_NUMBER.test(trimmed)) return null;
  return { n, series: 'order', prefix };
}

/**
 * How a searched order number (with its prefix) finds its order: the order's prefix and number
 * written together are `text`, case aside, and its number is one of `numbers`. A prefix may end
 * in digits ('A1' numbers A11001), so the number is any tail of the text's last digits that is
 * written as a number is (no leading zero): 'A11001' may be A1's 1001 or A's 11001.
 */
export function prefixedNumberMatch(searched: { n: number; prefix: string }): {
  text: string;
  numbers: number[];
} {
  const text = `${searched.prefix}${searched.n}`;
  const digits = /\d*$/.exec(text)![0];
  const numbers: number[] = [];
  for (let i = 0; i < digits.length; i++) {
    const tail = digits.slice(i);
    if (tail.length <= 9 && !tail.startsWith('0')) numbers.push(Number(tail));
  }
  return { text: text.toLowerCase(), numbers };
}
