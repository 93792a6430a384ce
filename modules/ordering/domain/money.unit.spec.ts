import {
  formatMinor,
  lineTotal,
  minorDigits,
  minorDigitsOtherThanTwo,
  OrderTotals,
  orderTotals,
  PricedLine,
  taxOn,
  toMinor,
} from './money';

/** given: an order's lines in a currency. */
const given = (currency: string, ...lines: PricedLine[]) => ({ currency, lines });
/** when: its totals are reckoned. */
const totalsOf = (order: ReturnType<typeof given>): OrderTotals =>
  orderTotals(order.lines, order.currency);

describe('minor units', () => {
  it('has as many decimals as the currency: USD 2, JPY 0, KWD 3', () => {
    expect([
      minorDigits('USD'),
      minorDigits('EUR'),
      minorDigits('JPY'),
      minorDigits('KWD'),
    ]).toEqual([2, 2, 0, 3]);
    expect(minorDigitsOtherThanTwo()).toMatchObject({ JPY: 0, KWD: 3, BHD: 3 });
    expect(minorDigitsOtherThanTwo()).not.toHaveProperty('USD');
  });

  it('reads a price from its decimal text, not its binary value', () => {
    expect(toMinor(0.1, 'USD')).toBe(10n);
    expect(toMinor(1.15, 'USD')).toBe(115n);
    expect(toMinor('12.50', 'EUR')).toBe(1250n);
    expect(toMinor(9_999_999_999.99, 'USD')).toBe(999_999_999_999n);
    expect(toMinor(12, 'KWD')).toBe(12_000n);
    expect(toMinor(1e21, 'USD')).toBe(10n ** 23n);
  });

  it('rounds a price with more decimals than its currency half away from zero', () => {
    expect(toMinor(12.5, 'JPY')).toBe(13n);
    expect(toMinor(12.49, 'JPY')).toBe(12n);
    expect(toMinor(-12.5, 'JPY')).toBe(-13n);
    expect(toMinor(0.005, 'USD')).toBe(1n);
    expect(toMinor(1e-7, 'USD')).toBe(0n);
  });

  it('refuses what is no decimal', () => {
    expect(() => toMinor(Number.NaN, 'USD')).toThrow('Not a decimal number');
    expect(() => toMinor(Number.POSITIVE_INFINITY, 'USD')).toThrow('Not a decimal number');
    expect(() => toMinor('12,50', 'USD')).toThrow('Not a decimal number');
  });

  it('writes amounts as exact decimal strings of the currency', () => {
    expect(formatMinor(123_450n, 'USD')).toBe('1234.50');
    expect(formatMinor(5n, 'USD')).toBe('0.05');
    expect(formatMinor(0n, 'USD')).toBe('0.00');
    expect(formatMinor(-5n, 'EUR')).toBe('-0.05');
    expect(formatMinor(1235n, 'JPY')).toBe('1235');
    expect(formatMinor(1n, 'KWD')).toBe('0.001');
  });
});

describe('a line and its tax', () => {
  it('totals a line as quantity times the unit price in minor units', () => {
    expect(lineTotal(3, 0.1, 'USD')).toBe(30n);
    expect(lineTotal(1_000_000_000, 9_999_999_999.99, 'USD')).toBe(999_999_999_999_000_000_000n);
    expect(lineTotal(4, null, 'USD')).toBe(0n);
  });

  it('rounds tax half away from zero, with rates of up to three decimals', () => {
    expect(taxOn(90n, 5.5)).toBe(5n); // 4.95 cents
    expect(taxOn(10n, 5)).toBe(1n); // 0.5 cent
    expect(taxOn(10n, 4.999)).toBe(0n);
    expect(taxOn(1000n, 1.005)).toBe(10n); // 10.05
    expect(taxOn(100_000n, 7.125)).toBe(7125n);
    expect(taxOn(-10n, 5)).toBe(-1n);
    expect(taxOn(12_345n, 0)).toBe(0n);
  });
});

describe("an order's totals", () => {
  it('adds prices whose floats drift to the exact cent', () => {
    // 0.1 * 3 + 0.2 * 3 is 0.9000000000000001 in floating point.
    expect(
      totalsOf(
        given(
          'EUR',
          { quantity: 3, price: 0.1, taxRate: 20 },
          { quantity: 3, price: 0.2, taxRate: 20 },
        ),
      ),
    ).toEqual({
      subtotal: '0.90',
      taxes: [{ rate: 20, base: '0.90', amount: '0.18' }],
      tax: '0.18',
      total: '1.08',
    });
  });

  it('groups the lines by rate, lowest first, and rounds each group once', () => {
    // Per line, 5.5 % of 0.30 is 0.0165 (0.02) twice: 0.04; on the group's 0.60 it is 0.033.
    expect(
      totalsOf(
        given(
          'EUR',
          { quantity: 1, price: 10, taxRate: 20 },
          { quantity: 3, price: 0.1, taxRate: 5.5 },
          { quantity: 1, price: 0.3, taxRate: 5.5 },
          { quantity: 2, price: 1.25, taxRate: 0 },
        ),
      ),
    ).toEqual({
      subtotal: '13.10',
      taxes: [
        { rate: 0, base: '2.50', amount: '0.00' },
        { rate: 5.5, base: '0.60', amount: '0.03' },
        { rate: 20, base: '10.00', amount: '2.00' },
      ],
      tax: '2.03',
      total: '15.13',
    });
  });

  it('reads a line without a rate (placed before rates were kept) as untaxed', () => {
    expect(totalsOf(given('USD', { quantity: 2, price: 19.99 }))).toEqual({
      subtotal: '39.98',
      taxes: [{ rate: 0, base: '39.98', amount: '0.00' }],
      tax: '0.00',
      total: '39.98',
    });
  });

  it('has no decimals in yen, and three in dinars', () => {
    expect(
      totalsOf(
        given('JPY', { quantity: 1, price: 1234.5, taxRate: 10 }, { quantity: 2, price: 100 }),
      ),
    ).toEqual({
      subtotal: '1435',
      taxes: [
        { rate: 0, base: '200', amount: '0' },
        { rate: 10, base: '1235', amount: '124' },
      ],
      tax: '124',
      total: '1559',
    });
    expect(totalsOf(given('KWD', { quantity: 3, price: 0.1, taxRate: 5 }))).toEqual({
      subtotal: '0.300',
      taxes: [{ rate: 5, base: '0.300', amount: '0.015' }],
      tax: '0.015',
      total: '0.315',
    });
  });

  it('is zero for no lines', () => {
    expect(totalsOf(given('USD'))).toEqual({
      subtotal: '0.00',
      taxes: [],
      tax: '0.00',
      total: '0.00',
    });
  });
});
