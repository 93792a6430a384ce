import { parsePrice } from './price';

/**
 * Quantity-break prices (issue 37): from `min_quantity` units on, a line of the product is
 * priced at `price` (12+ at $4.00, 48+ at $3.50). A product has its own; a client may have its
 * own for a product (the clients context), which replace the product's whole.
 */
export interface PriceBreak {
  min_quantity: number;
  price: number;
}

export const MAX_PRICE_BREAKS = 10;
/** Below 2 a break would be the line's price itself. */
export const MIN_BREAK_QUANTITY = 2;
export const MAX_BREAK_QUANTITY = 1_000_000;

/** A break list a request or a row holds, refused naming the field (`price_breaks[1].price`). */
export class PriceBreaksError extends Error {
  readonly kind = 'invalid' as const;
}

/**
 * The breaks as kept: checked and in the order sent, each price with two decimals at most (the
 * money rules of product prices). The minimums must rise: two breaks at one minimum, or one
 * below the one before, would leave the buyer guessing which applies.
 */
export function priceBreaks(raw: unknown, field = 'price_breaks'): PriceBreak[] {
  if (!Array.isArray(raw)) throw new PriceBreaksError(`${field} must be a list of breaks`);
  if (raw.length > MAX_PRICE_BREAKS)
    throw new PriceBreaksError(`${field} may hold at most ${MAX_PRICE_BREAKS} breaks`);
  const kept: PriceBreak[] = [];
  raw.forEach((item: unknown, index) => {
    const at = `${field}[${index}]`;
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw new PriceBreaksError(`${at} must be a break: { min_quantity, price }`);
    const extra = Object.keys(item).find((key) => key !== 'min_quantity' && key !== 'price');
    if (extra) throw new PriceBreaksError(`${at}.${extra} is not a field of a break`);
    const { min_quantity, price } = item as { min_quantity?: unknown; price?: unknown };
    if (
      !Number.isSafeInteger(min_quantity) ||
      (min_quantity as number) < MIN_BREAK_QUANTITY ||
      (min_quantity as number) > MAX_BREAK_QUANTITY
    )
      throw new PriceBreaksError(
        `${at}.min_quantity must be a whole number from ${MIN_BREAK_QUANTITY} to 1,000,000`,
      );
    const previous = kept[kept.length - 1];
    if (previous && (min_quantity as number) <= previous.min_quantity)
      throw new PriceBreaksError(
        `${at}.min_quantity must be larger than the break before it (${previous.min_quantity})`,
      );
    if (typeof price !== 'number' && typeof price !== 'string')
      throw new PriceBreaksError(`${at}.price must be an amount, not negative, at most 2 decimals`);
    const amount = Number(
      parsePrice(price, `${at}.price must be an amount, not negative, at most 2 decimals`),
    );
    kept.push({ min_quantity: min_quantity as number, price: amount });
  });
  return kept;
}

/** The same as priceBreaks, for a validator: the refusal's message, or null when it is fine. */
export function priceBreaksProblem(raw: unknown, field = 'price_breaks'): string | null {
  try {
    priceBreaks(raw, field);
    return null;
  } catch (error) {
    if (error instanceof Error) return error.message;
    throw error;
  }
}
