import { describe, expect, it } from '@jest/globals';
import { i18n } from '../../i18n';
import { ORDER_FORM } from './messages';
import {
  allowedQuantity,
  breachText,
  firstQuantity,
  isAllowed,
  missingToMinimum,
  nextQuantity,
  previousQuantity,
  type QuantityRules,
  rulesHint,
} from './order-rules';

const t = i18n.getFixedT('en', ORDER_FORM);
const number = (n: number) => n.toLocaleString('en-US');
const MIN_6_PACK_6: QuantityRules = { minQuantity: 6, casePack: 6 };
const MIN_10_PACK_6: QuantityRules = { minQuantity: 10, casePack: 6 };
const NONE: QuantityRules = { minQuantity: null, casePack: null };

/** The quantities the stepper walks through from 0, `steps` times up. */
function walkUp(rules: QuantityRules, steps: number): number[] {
  const seen: number[] = [];
  let quantity = 0;
  for (let i = 0; i < steps; i++) {
    quantity = nextQuantity(quantity, rules);
    seen.push(quantity);
  }
  return seen;
}

describe('the stepper under ordering rules', () => {
  it('steps by one without rules', () => {
    expect(walkUp(NONE, 3)).toEqual([1, 2, 3]);
    expect(previousQuantity(1, NONE)).toBe(0);
  });

  it('steps by the case pack, its first step the minimum rounded up to a pack', () => {
    expect(walkUp(MIN_6_PACK_6, 3)).toEqual([6, 12, 18]);
    expect(walkUp(MIN_10_PACK_6, 3)).toEqual([12, 18, 24]);
    expect(walkUp({ minQuantity: 5, casePack: null }, 3)).toEqual([5, 6, 7]);
    expect(walkUp({ minQuantity: null, casePack: 4 }, 2)).toEqual([4, 8]);
    expect(firstQuantity(MIN_10_PACK_6)).toBe(12);
  });

  it('steps down to the last allowed quantity, and from the first one to none', () => {
    expect(previousQuantity(18, MIN_10_PACK_6)).toBe(12);
    expect(previousQuantity(12, MIN_10_PACK_6)).toBe(0);
    expect(previousQuantity(5, { minQuantity: 5, casePack: null })).toBe(0);
  });

  it('puts a typed quantity between packs back on a pack', () => {
    expect(nextQuantity(7, MIN_6_PACK_6)).toBe(12);
    expect(previousQuantity(7, MIN_6_PACK_6)).toBe(6);
    expect(previousQuantity(13, MIN_10_PACK_6)).toBe(12);
  });
});

describe('what a typed quantity breaks, said beside its field', () => {
  const said = (quantity: number, rules: QuantityRules) => breachText(quantity, rules, t, number);

  it('says nothing of an allowed quantity, or of none', () => {
    expect(said(12, MIN_10_PACK_6)).toBeNull();
    expect(said(0, MIN_10_PACK_6)).toBeNull();
    expect(isAllowed(0, MIN_10_PACK_6)).toBe(true);
  });

  it('says the minimum and the multiples it misses, in the order the server says them', () => {
    expect(said(4, MIN_6_PACK_6)).toBe('Order at least 6. Order in multiples of 6 (6, 12, 18...).');
    expect(said(6, MIN_10_PACK_6)).toBe('Order at least 10.');
    expect(said(13, MIN_10_PACK_6)).toBe('Order in multiples of 6 (6, 12, 18...).');
    expect(said(999, { minQuantity: 1000, casePack: null })).toBe('Order at least 1,000.');
  });
});

describe('the rules on a card or row', () => {
  it('reads "Min. 6 · packs of 6", or the one rule there is, or nothing', () => {
    expect(rulesHint(MIN_6_PACK_6, t, number)).toBe('Min. 6 · packs of 6');
    expect(rulesHint({ minQuantity: 1200, casePack: null }, t, number)).toBe('Min. 1,200');
    expect(rulesHint({ minQuantity: null, casePack: 12 }, t, number)).toBe('Packs of 12');
    expect(rulesHint(NONE, t, number)).toBeNull();
  });
});

describe('a kept quantity under the rules of now', () => {
  it('keeps an allowed quantity that the stock has', () => {
    expect(allowedQuantity(12, MIN_6_PACK_6, 50)).toBe(12);
    expect(allowedQuantity(12, MIN_6_PACK_6, null)).toBe(12);
  });

  it('moves a quantity up to the first one allowed when the stock has it, else down', () => {
    expect(allowedQuantity(10, MIN_6_PACK_6, 50)).toBe(12);
    expect(allowedQuantity(2, MIN_6_PACK_6, null)).toBe(6);
    expect(allowedQuantity(10, MIN_6_PACK_6, 11)).toBe(6);
    // Above the stock, the last allowed quantity the stock has.
    expect(allowedQuantity(30, MIN_6_PACK_6, 20)).toBe(18);
  });

  it('leaves none when no allowed quantity fits the stock', () => {
    expect(allowedQuantity(3, MIN_10_PACK_6, 11)).toBe(0);
  });
});

describe('the minimum order value', () => {
  it('says how much is missing, in cents, and nothing once met or without one', () => {
    expect(missingToMinimum(80, 100)).toBe(20);
    expect(missingToMinimum(0.1 + 0.2, 0.3)).toBe(0);
    expect(missingToMinimum(99.99, 100)).toBe(0.01);
    expect(missingToMinimum(120, 100)).toBe(0);
    expect(missingToMinimum(5, null)).toBe(0);
  });
});
