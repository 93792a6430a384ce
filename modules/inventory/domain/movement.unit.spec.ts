import { describe, expect, it } from '@jest/globals';
import { roundCost } from './movement';

/** Rounding by the decimal digits as written: the rule roundCost keeps, done the slow way. */
function byDigits(value: number): number {
  const shifted = Math.round(Number(`${value}e4`));
  return Number(`${shifted}e-4`) || 0;
}

/** A seeded sequence of numbers in [0, 1): the same cases on every run. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('roundCost', () => {
  it('rounds half up on the digits as written, to four places', () => {
    expect(roundCost(1.00005)).toBe(1.0001);
    expect(roundCost(1.00004999)).toBe(1);
    expect(roundCost(2.00015)).toBe(2.0002);
    expect(roundCost(0.00005)).toBe(0.0001);
    expect(roundCost(12.34565)).toBe(12.3457);
    expect(roundCost(-1.00005)).toBe(-1);
    expect(roundCost(-1.00006)).toBe(-1.0001);
    expect(roundCost(4.2)).toBe(4.2);
  });

  it('answers 0 for minus zero, tiny amounts and what is not a number', () => {
    expect(Object.is(roundCost(-0), 0)).toBe(true);
    expect(Object.is(roundCost(-0.00001), 0)).toBe(true);
    expect(roundCost(Number.NaN)).toBe(0);
    expect(roundCost(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('keeps numbers too big for four places as they are written', () => {
    expect(roundCost(123_456_789_012.34567)).toBe(byDigits(123_456_789_012.34567));
    expect(roundCost(9e15)).toBe(9e15);
  });

  it('rounds as the digits do for every cost, quantity share and average the fold works out', () => {
    const next = sequence(35);
    const differing: number[] = [];
    const check = (value: number) => {
      if (!Object.is(roundCost(value), byDigits(value))) differing.push(value);
    };
    for (let i = 0; i < 30_000; i++) {
      // Costs with up to eight decimals, halves at the fifth place among them.
      const cost = Math.round(next() * 10 ** (4 + Math.floor(next() * 8))) / 10 ** 8;
      const half = (Math.floor(next() * 10_000_000) + 0.5) / 10_000;
      const units = 1 + Math.floor(next() * 5_000);
      check(cost);
      check(-cost);
      check(half);
      check(-half);
      check(cost * units);
      check((cost * units) / (units + 7));
      check(cost - half);
    }
    expect(differing).toEqual([]);
  });
});
