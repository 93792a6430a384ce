import { priceOptions, productsForClient } from './client-prices';

const apple = { id: 'apple', name: 'Apple', price: 1 };
const pear = { id: 'pear', name: 'Pear', price: 2.5 };

describe('prices and availability for a client', () => {
  it('offers the first custom price first, then the default, with their labels', () => {
    const options = priceOptions(apple, [
      { product_id: 'apple', name: 'VIP Discount', price: 0.8 },
      { product_id: 'apple', name: null, price: 0.9 },
      { product_id: 'pear', name: 'Bulk Rate', price: 2 },
    ]);
    expect(options).toEqual([
      { price: 0.8, label: '$0.80 (VIP Discount)', note: 'VIP Discount' },
      { price: 0.9, label: '$0.90 (Custom)', note: 'Custom' },
      { price: 1, label: '$1.00 (Default)', note: 'Default' },
    ]);
  });

  it('charges the default price when the client has no custom price', () => {
    const [offered] = productsForClient([pear], [], new Set());
    expect(offered).toMatchObject({
      price: 2.5,
      default_price: 2.5,
      prices: [{ price: 2.5, label: '$2.50 (Default)', note: 'Default' }],
    });
  });

  it('lets a client without availability rows order every active product, and one with rows only those', () => {
    expect(productsForClient([apple, pear], [], new Set()).map((p) => p.id)).toEqual([
      'apple',
      'pear',
    ]);
    expect(productsForClient([apple, pear], [], new Set(['pear'])).map((p) => p.id)).toEqual([
      'pear',
    ]);
  });
});
