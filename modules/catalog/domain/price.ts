/** Money as the screens send it: a decimal with at most 2 places, kept as a string. */
const DECIMAL = /^\d{1,10}(\.\d{1,2})?$/;

/** A price as requests may send it, for the API's document (parsePrice is what checks it). */
export const PRICE_FORMAT = {
  oneOf: [
    // No multipleOf 0.01: in binary floating point 12.1 is not a multiple of 0.01, and a
    // validator would refuse prices the API takes.
    { type: 'number', minimum: 0, maximum: 9_999_999_999.99 },
    { type: 'string', pattern: DECIMAL.source },
  ],
  description: 'A number or a decimal string, not negative, at most 2 decimal places.',
  example: '12.50',
};

export class PriceError extends Error {
  readonly kind = 'invalid' as const;
}

/**
 * A price from a form or a file: a number or a numeric string, not negative, at most 2 decimal
 * places. Returns the canonical string ("12.5" → "12.50"). `positive` refuses zero.
 */
export function parsePrice(raw: unknown, message: string, positive = false): string {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!DECIMAL.test(text)) throw new PriceError(message);
  const price = Number(text);
  if (positive && price <= 0) throw new PriceError(message);
  return price.toFixed(2);
}
