import { matchesWords, productsFound, searchWords } from './catalog-search';

describe('the portal catalog search', () => {
  const rye = { name: 'Crème Rye Loaf', sku: 'BRD-0042' };

  it('finds a product when every word typed is in its name or SKU, case and accents aside', () => {
    expect(matchesWords(rye, searchWords('creme'))).toBe(true);
    expect(matchesWords(rye, searchWords('LOAF rye'))).toBe(true);
    expect(matchesWords(rye, searchWords('brd-00'))).toBe(true);
    expect(matchesWords(rye, searchWords('rye  0042'))).toBe(true);
  });

  it('leaves out a product missing any word typed', () => {
    expect(matchesWords(rye, searchWords('rye bagel'))).toBe(false);
    expect(matchesWords({ name: 'Rye', sku: null }, searchWords('brd'))).toBe(false);
  });

  it('reads a blank search as no search', () => {
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
    expect(matchesWords(rye, [])).toBe(true);
  });
});

describe('the products a search finds', () => {
  it('keeps the order they are given in (the catalog keeps them by name)', () => {
    const products = [
      { name: 'Barley Loaf', sku: null },
      { name: 'Crème Brioche', sku: 'X-1' },
      { name: 'Oat Bar', sku: 'RYE-9' },
      { name: 'rye roll', sku: null },
      { name: 'Creme Anglaise', sku: null },
    ];
    expect(productsFound(products, []).map((p) => p.name)).toEqual([
      'Barley Loaf',
      'Crème Brioche',
      'Oat Bar',
      'rye roll',
      'Creme Anglaise',
    ]);
    expect(productsFound(products, searchWords('RYE')).map((p) => p.name)).toEqual([
      'Oat Bar',
      'rye roll',
    ]);
  });

  it('finds a product searched again by the same words, and not by others', () => {
    const products = [{ name: 'Spelt Loaf', sku: 'SP-1' }];
    expect(productsFound(products, searchWords('spelt'))).toEqual(products);
    expect(productsFound(products, searchWords('spelt'))).toEqual(products);
    expect(productsFound(products, searchWords('sp-1 loaf'))).toEqual(products);
    expect(productsFound(products, searchWords('rye'))).toEqual([]);
  });
});
