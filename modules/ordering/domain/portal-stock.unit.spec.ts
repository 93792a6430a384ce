import { availabilityOf, LOW_STOCK_UNITS, notEnoughInWords, shownStock } from './portal-stock';

describe("the portal's stock in words", () => {
  it('says out of stock when nothing is left, whatever the reorder point', () => {
    expect(availabilityOf(0, null)).toBe('out_of_stock');
    expect(availabilityOf(0, 10)).toBe('out_of_stock');
  });

  it('says low at or below the reorder point, and in stock above it', () => {
    expect(availabilityOf(10, 10)).toBe('low');
    expect(availabilityOf(11, 10)).toBe('in_stock');
    // A reorder point of 0 is never low before it is out.
    expect(availabilityOf(1, 0)).toBe('in_stock');
  });

  it('says low at or below the default when no reorder point is set', () => {
    expect(availabilityOf(LOW_STOCK_UNITS, null)).toBe('low');
    expect(availabilityOf(LOW_STOCK_UNITS + 1, null)).toBe('in_stock');
  });

  it('sends the number and its word when exact, and the word alone in words', () => {
    expect(shownStock('exact', 3, null)).toEqual({ available: 3, availability: 'low' });
    expect(shownStock('words', 3, null)).toEqual({ available: null, availability: 'low' });
    expect(shownStock('words', 40, 12)).toEqual({ available: null, availability: 'in_stock' });
  });

  it('says nothing of a stock that is not known, in either mode', () => {
    expect(shownStock('exact', null, 4)).toEqual({ available: null, availability: null });
    expect(shownStock('words', null, 4)).toEqual({ available: null, availability: null });
  });

  it("refuses a quantity naming the product and the buyer's quantity, not the stock", () => {
    expect(notEnoughInWords('Rye Loaf', 1200)).toBe(
      'Rye Loaf: not enough in stock for 1,200. Order fewer.',
    );
  });
});
