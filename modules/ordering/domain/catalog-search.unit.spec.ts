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
  it('lists them by name, case and accents aside', () => {
    const products = [
      { name: 'rye roll', sku: null },
      { name: 'Crème Brioche', sku: 'X-1' },
      { name: 'Barley Loaf', sku: null },
      { name: 'Creme Anglaise', sku: null },
      { name: 'Oat Bar', sku: 'RYE-9' },
    ];
    expect(productsFound(products, []).map((p) => p.name)).toEqual([
      'Barley Loaf',
      'Creme Anglaise',
      'Crème Brioche',
      'Oat Bar',
      'rye roll',
    ]);
    expect(productsFound(products, searchWords('RYE')).map((p) => p.name)).toEqual([
      'Oat Bar',
      'rye roll',
    ]);
  });
});
