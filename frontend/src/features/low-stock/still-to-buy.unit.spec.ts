import { describe, expect, it } from '@jest/globals';
import { stillToBuy } from './still-to-buy';

describe('what the Low stock view suggests to buy', () => {
  it('takes the units on order off the suggestion: low by 10 with 6 on order, 4', () => {
    expect(stillToBuy(10, 6)).toBe(4);
    expect(stillToBuy(10, 0)).toBe(10);
  });

  it('suggests nothing, never less, once what is on order covers it', () => {
    expect(stillToBuy(10, 10)).toBe(0);
    expect(stillToBuy(10, 25)).toBe(0);
    expect(stillToBuy(0, 3)).toBe(0);
  });

  it('is unknown while the units on order are', () => {
    expect(stillToBuy(10, undefined)).toBeUndefined();
  });
});
