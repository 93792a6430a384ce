/**
 * Money (issue 36): an order's amounts in integer minor units of its currency (cents, yen,
 * fils), never in binary floating point. A price is the decimal number the contract keeps
 * (`12.5`, at most 2 decimals); it is read from its shortest decimal text, which is exactly the
 * decimal that was stored, and turned into minor units with bigint arithmetic. A line's total is
 * its quantity times the unit price in minor units; tax is reckoned per rate, on the sum of the
 * lines at that rate, rounded half away from zero; amounts go out as exact decimal strings
 * ("1234.50", "1235" for yen). Pure: invoices and every screen use the same functions.
 */

/** Minor digits per currency, as the runtime's ISO 4217 data has them (USD 2, JPY 0, KWD 3). */
const digitsKnown = new Map<string, number>();

/** How many decimals a currency's amounts have: 2 for USD and EUR, 0 for JPY, 3 for KWD. */
export function minorDigits(currency: string): number {
  let digits = digitsKnown.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits as number;
    digitsKnown.set(currency, digits);
  }
  return digits;
}

/**
 * The currencies whose amounts do not have 2 decimals, with theirs: what SQL that writes
 * amounts (the orders CSV) needs to round as this module does, 2 being the rest's.
 */
export function minorDigitsOtherThanTwo(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const currency of Intl.supportedValuesOf('currency')) {
    const digits = minorDigits(currency);
    if (digits !== 2) out[currency] = digits;
  }
  return out;
}

/** A decimal that is not one: NaN, an infinity, or text that is no number. */
export class NotADecimalError extends Error {
  readonly kind = 'invalid' as const;
}

const DECIMAL_TEXT = /^([+-])?(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * A decimal number or its text as an exact integer and a power of ten: `12.5` is 125 × 10^-1.
 * A JavaScript number is read from its shortest round-trip text, the decimal it was written as.
 */
function decimalOf(value: number | string): { units: bigint; exponent: number } {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match || (typeof value === 'number' && !Number.isFinite(value)))
    throw new NotADecimalError(`Not a decimal number: ${text}`);
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const units = BigInt(whole + fraction) * (sign === '-' ? -1n : 1n);
  return { units, exponent: Number(exponent) - fraction.length };
}

/** n / d rounded half away from zero (d > 0). */
function divideRounded(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  const rest = n % d;
  const twice = (rest < 0n ? -rest : rest) * 2n;
  if (twice < d) return quotient;
  return quotient + (n < 0n ? -1n : 1n);
}

/** A decimal scaled by 10^places, rounded half away from zero to a whole number. */
function scaled(value: number | string, places: number): bigint {
  const { units, exponent } = decimalOf(value);
  const shift = exponent + places;
  return shift >= 0 ? units * 10n ** BigInt(shift) : divideRounded(units, 10n ** BigInt(-shift));
}

/**
 * A price (the decimal number or text the contract keeps) in minor units of `currency`, rounded
 * half away from zero where it has more decimals than the currency (12.50 is 13 yen).
 */
export function toMinor(price: number | string, currency: string): bigint {
  return scaled(price, minorDigits(currency));
}

/** Minor units as the exact decimal string of the currency: 123450n USD is "1234.50". */
export function formatMinor(minor: bigint, currency: string): string {
  const digits = minorDigits(currency);
  const negative = minor < 0n;
  const text = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = digits > 0 ? `.${text.slice(text.length - digits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** A line's total in minor units: its quantity times its unit price in minor units. */
export function lineTotal(quantity: number, price: number | string | null, currency: string) {
  return BigInt(quantity) * (price === null ? 0n : toMinor(price, currency));
}

/** A tax rate in percent (up to 3 decimals) as thousandths of a percent: 5.5 is 5500. */
function rateThousandths(rate: number): bigint {
  return scaled(rate, 3);
}

/** The tax on `base` minor units at `rate` percent, rounded half away from zero. */
export function taxOn(base: bigint, rate: number): bigint {
  return divideRounded(base * rateThousandths(rate), 100_000n);
}

/** An order line as money sees it: units, the frozen unit price and tax rate (percent). */
export interface PricedLine {
  quantity: number;
  price: number | string | null;
  /** Percent; absent (an order placed before rates were kept): 0. */
  taxRate?: number;
}

/** The tax of the lines at one rate: their total (the base) and the tax on it. */
export interface TaxAtRate {
  rate: number;
  base: string;
  amount: string;
}

/** An order's totals, as exact decimal strings of its currency. */
export interface OrderTotals {
  /** The lines' totals before tax. */
  subtotal: string;
  /** One entry per rate the lines have, lowest rate first. */
  taxes: TaxAtRate[];
  /** The taxes' sum. */
  tax: string;
  /** Subtotal plus tax. */
  total: string;
}

/**
 * An order's totals: each line's total, the lines grouped by tax rate, the tax of each group
 * rounded once (not per line), and the sums. Exact for any number of lines.
 */
export function orderTotals(lines: readonly PricedLine[], currency: string): OrderTotals {
  const bases = new Map<number, bigint>();
  let subtotal = 0n;
  for (const line of lines) {
    const amount = lineTotal(line.quantity, line.price, currency);
    const rate = line.taxRate ?? 0;
    bases.set(rate, (bases.get(rate) ?? 0n) + amount);
    subtotal += amount;
  }
  let tax = 0n;
  const taxes = [...bases]
    .sort(([a], [b]) => a - b)
    .map(([rate, base]) => {
      const amount = taxOn(base, rate);
      tax += amount;
      return {
        rate,
        base: formatMinor(base, currency),
        amount: formatMinor(amount, currency),
      };
    });
  return {
    subtotal: formatMinor(subtotal, currency),
    taxes,
    tax: formatMinor(tax, currency),
    total: formatMinor(subtotal + tax, currency),
  };
}
