import { describe, expect, it } from '@jest/globals';
import { breakPrice, breaksLabel, reachedBreak } from './price-breaks';

const breaks = [
  { min_quantity: 12, price: 4 },
  { min_quantity: 48, price: 3.5 },
];
const dollars = (amount: number) => `$${amount.toFixed(2)}`;

describe('quantity-break prices in the order form', () => {
  it('prices a quantity at the break it reaches, as the server does', () => {
    expect(breakPrice(5, breaks, 11)).toBe(5);
    expect(breakPrice(5, breaks, 12)).toBe(4);
    expect(breakPrice(5, breaks, 47)).toBe(4);
    expect(breakPrice(5, breaks, 48)).toBe(3.5);
  });

  it('names the break a quantity reaches, and none below the first or above the price', () => {
    expect(reachedBreak(5, breaks, 11)).toBeNull();
    expect(reachedBreak(5, breaks, 30)).toEqual({ min_quantity: 12, price: 4 });
    expect(reachedBreak(5, breaks, 60)).toEqual({ min_quantity: 48, price: 3.5 });
    expect(reachedBreak(3.8, breaks, 12)).toBeNull();
  });

  it('never prices a line above its price without breaks', () => {
    expect(breakPrice(3.8, breaks, 12)).toBe(3.8);
    expect(breakPrice(3.8, breaks, 48)).toBe(3.5);
  });

  it('writes the breaks under the price, each minimum with its amount', () => {
    expect(breaksLabel(5, breaks, dollars)).toBe('12+ $4.00 · 48+ $3.50');
  });

  it('leaves out a break that can never lower the price, and says nothing without breaks', () => {
    expect(breaksLabel(3.8, breaks, dollars)).toBe('48+ $3.50');
    expect(breaksLabel(5, [], dollars)).toBe('');
  });

  it("writes the minimums and amounts in the provider's formats", () => {
    const euros = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`;
    expect(
      breaksLabel(5, [{ min_quantity: 1200, price: 4 }], euros, (n) => n.toLocaleString('fr-FR')),
    ).toBe('1\u202f200+ 4,00 €');
  });
});
