import { parseOrderPayload } from './order-payload';

const provider = '7b0b9a52-31a4-4f35-8d7e-2c1b2a0f9e11';
const product = 'c2f1d3a4-1111-4a2b-9c3d-0a1b2c3d4e5f';

describe('order payload', () => {
  it('reads the order from a JSON string, with id or product for each line', () => {
    const payload = parseOrderPayload({
      order: JSON.stringify({
        providerId: provider,
        locationId: null,
        transaction_type: 'IN',
        products: [
          { id: product, quantity: '3' },
          { product: { id: product.toUpperCase() }, quantity: 1, price: 2 },
        ],
      }),
    });
    expect(payload).toEqual({
      providerId: provider,
      locationId: null,
      clientId: null,
      orderType: 'IN',
      notes: null,
      products: [
        { productId: product, quantity: 3, price: null },
        { productId: product, quantity: 1, price: 2 },
      ],
    });
  });

  it('names what is wrong', () => {
    expect(() => parseOrderPayload({ order: '{nope' })).toThrow('order must be the order as JSON');
    expect(() => parseOrderPayload({ providerId: 'x', products: [] })).toThrow(
      'providerId must be a provider id',
    );
    expect(() =>
      parseOrderPayload({ providerId: provider, transaction_type: 'GIFT', products: [] }),
    ).toThrow('transaction_type must be one of ORDER, ADJUST, IN, OUT');
    expect(() => parseOrderPayload({ providerId: provider, products: [{ quantity: 1 }] })).toThrow(
      'Each product needs its id',
    );
    expect(() =>
      parseOrderPayload({ providerId: provider, products: [{ id: product, quantity: 'lots' }] }),
    ).toThrow('Each product needs a quantity');
  });
});
