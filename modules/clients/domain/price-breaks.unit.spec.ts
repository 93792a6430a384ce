import { priceBreaks } from '../../catalog';
import { breakPrice, breaksByProduct, withClientBreaks } from './price-breaks';

const breaks = [
  { min_quantity: 12, price: 4 },
  { min_quantity: 48, price: 3.5 },
];

describe('the unit price quantity breaks give a line', () => {
  it('keeps the price below the first break', () => {
    // given breaks from 12 and 48 units on a $5.00 product, when 11 are ordered
    const price = breakPrice(5, breaks, 11);
    // then the line is at the product's price
    expect(price).toBe(5);
  });

  it('takes the break a quantity reaches exactly', () => {
    expect(breakPrice(5, breaks, 12)).toBe(4);
    expect(breakPrice(5, breaks, 48)).toBe(3.5);
  });

  it('takes the break with the largest minimum at or below the quantity', () => {
    expect(breakPrice(5, breaks, 47)).toBe(4);
    expect(breakPrice(5, breaks, 1000)).toBe(3.5);
  });

  it('finds the right break whatever order the list is in', () => {
    expect(breakPrice(5, [...breaks].reverse(), 50)).toBe(3.5);
  });

  it('never makes a line dearer than its price without breaks', () => {
    // given a client's custom price of $3.80, below the 12+ break of $4.00
    expect(breakPrice(3.8, breaks, 12)).toBe(3.8);
    // the 48+ break is still cheaper, so it applies
    expect(breakPrice(3.8, breaks, 48)).toBe(3.5);
  });

  it('keeps the price when there are no breaks', () => {
    expect(breakPrice(5, [], 500)).toBe(5);
  });
});

describe("a client's own quantity breaks", () => {
  const rye = { id: 'rye', price_breaks: breaks };

  it("gives the product's breaks to a client without its own", () => {
    const own = breaksByProduct([{ product_id: 'spelt', price_breaks: [] }]);
    expect(withClientBreaks(rye, own)).toEqual(rye);
  });

  it("replaces the product's breaks whole with the client's", () => {
    const mine = [{ min_quantity: 6, price: 4.2 }];
    const own = breaksByProduct([{ product_id: 'rye', price_breaks: mine }]);
    expect(withClientBreaks(rye, own).price_breaks).toEqual(mine);
  });

  it('takes an empty list of its own as no breaks for that client', () => {
    const own = breaksByProduct([{ product_id: 'rye', price_breaks: [] }]);
    expect(withClientBreaks(rye, own).price_breaks).toEqual([]);
  });
});

describe('a list of breaks as sent', () => {
  it('keeps a valid list, prices to two decimals', () => {
    expect(
      priceBreaks([
        { min_quantity: 12, price: '4.5' },
        { min_quantity: 48, price: 3.5 },
      ]),
    ).toEqual([
      { min_quantity: 12, price: 4.5 },
      { min_quantity: 48, price: 3.5 },
    ]);
  });

  it.each([
    [null, 'price_breaks must be a list of breaks'],
    [
      [
        { min_quantity: 48, price: 3 },
        { min_quantity: 12, price: 4 },
      ],
      'price_breaks[1].min_quantity must be larger',
    ],
    [
      [
        { min_quantity: 12, price: 3 },
        { min_quantity: 12, price: 4 },
      ],
      'price_breaks[1].min_quantity must be larger',
    ],
    [[{ min_quantity: 1, price: 3 }], 'price_breaks[0].min_quantity must be a whole number from 2'],
    [[{ min_quantity: 12.5, price: 3 }], 'price_breaks[0].min_quantity'],
    [[{ min_quantity: 12, price: -1 }], 'price_breaks[0].price must be an amount'],
    [[{ min_quantity: 12, price: null }], 'price_breaks[0].price must be an amount'],
    [[{ min_quantity: 12, price: '4\u0000' }], 'price_breaks[0].price must be an amount'],
    [[{ min_quantity: 12, price: 4.001 }], 'price_breaks[0].price must be an amount'],
    [[{ min_quantity: 12, price: 4, note: 'x' }], 'price_breaks[0].note is not a field of a break'],
    [
      Array.from({ length: 11 }, (_, i) => ({ min_quantity: i + 2, price: 1 })),
      'at most 10 breaks',
    ],
  ])('refuses %j naming the field', (raw, message) => {
    expect(() => priceBreaks(raw)).toThrow(message);
  });
});
