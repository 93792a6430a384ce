import { bySupplier, quantityToBuy } from './purchase-suggestion';

describe('what to buy for a low stock', () => {
  it('buys what is suggested less what is already on order', () => {
    expect(quantityToBuy(40, 0, null)).toBe(40);
    expect(quantityToBuy(40, 15, null)).toBe(25);
    expect(quantityToBuy(40, 60, null)).toBe(0);
  });

  it('rounds up to whole packs and to the supplier’s minimum order', () => {
    expect(quantityToBuy(25, 0, { packSize: 12, minOrderQuantity: 1 })).toBe(36);
    expect(quantityToBuy(5, 0, { packSize: 1, minOrderQuantity: 50 })).toBe(50);
    expect(quantityToBuy(5, 0, { packSize: 12, minOrderQuantity: 24 })).toBe(24);
    expect(quantityToBuy(10, 10, { packSize: 12, minOrderQuantity: 24 })).toBe(0);
  });
});

describe('suggestions grouped by supplier', () => {
  it('groups by preferred supplier, by name, those without one last', () => {
    const line = (product: string, supplierId: string | null, supplierName: string | null) => ({
      product,
      supplierId,
      supplierName,
    });
    const groups = bySupplier([
      line('rye', 's2', 'Millstone'),
      line('salt', null, null),
      line('yeast', 's1', 'alpine Yeast'),
      line('spelt', 's2', 'Millstone'),
    ]);
    expect(groups.map((g) => [g.supplierName, g.lines.map((l) => l.product)])).toEqual([
      ['alpine Yeast', ['yeast']],
      ['Millstone', ['rye', 'spelt']],
      [null, ['salt']],
    ]);
  });
});
