/**
 * What is wrong with a quote's input, the first bad field named by its path (`lines[3].price`),
 * or null. NUL characters and lone surrogates never get here (the app refuses them in every
 * body). Pure: the request DTOs and their unit spec use it.
 */
import { MAX_QUOTE_LINES, MAX_QUOTE_NOTE, MAX_QUOTE_PRICE, MAX_QUOTE_QUANTITY } from './quote';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const counted = (n: number) => n.toLocaleString('en-US');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const QUANTITY = `must be a whole number from 1 to ${counted(MAX_QUOTE_QUANTITY)}`;
const PRICE = `must be a number from 0 to ${counted(MAX_QUOTE_PRICE)} with at most 2 decimals`;

/** Whether a price is a number in range with at most two decimals (12.5 yes, 12.345 no). */
export function isQuotePrice(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value < 0 || value > MAX_QUOTE_PRICE) return false;
  return /^\d+(\.\d{1,2})?$/.test(String(value));
}

/** The lines of a request ({ product_id, quantity }), or, `priced`, staff's (with `price`). */
export function quoteLinesProblem(value: unknown, priced: boolean): string | null {
  const shape = priced ? '{ product_id, quantity, price }' : '{ product_id, quantity }';
  if (!Array.isArray(value) || value.length === 0)
    return `lines must be a list of ${shape}, at least one`;
  if (value.length > MAX_QUOTE_LINES)
    return `lines may hold at most ${counted(MAX_QUOTE_LINES)} lines`;
  for (const [i, line] of value.entries()) {
    if (!isObject(line)) return `lines[${i}] must be ${shape}`;
    if (typeof line.product_id !== 'string' || !UUID.test(line.product_id))
      return `lines[${i}].product_id must be a product's id`;
    const quantity = line.quantity;
    if (
      typeof quantity !== 'number' ||
      !Number.isSafeInteger(quantity) ||
      quantity < 1 ||
      quantity > MAX_QUOTE_QUANTITY
    )
      return `lines[${i}].quantity ${QUANTITY}`;
    if (priced && !isQuotePrice(line.price)) return `lines[${i}].price ${PRICE}`;
  }
  return null;
}

/** A note: text of at most MAX_QUOTE_NOTE characters, or null / absent for none. */
export function quoteNoteProblem(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return `${field} must be text`;
  if (value.length > MAX_QUOTE_NOTE)
    return `${field} must be at most ${counted(MAX_QUOTE_NOTE)} characters`;
  return null;
}
