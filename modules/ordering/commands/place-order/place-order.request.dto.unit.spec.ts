import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { PlaceOrderRequest } from './place-order.request.dto';

const provider = '7b0b9a52-31a4-4f35-8d7e-2c1b2a0f9e11';
const product = 'c2f1d3a4-1111-4a2b-9c3d-0a1b2c3d4e5f';

/** The body as the app's ValidationPipe reads it: the order, or the messages it answers. */
function read(body: unknown) {
  const request = plainToInstance(PlaceOrderRequest, body);
  const errors = validateSync(request, { whitelist: true });
  return {
    order: request.order,
    message: errors.flatMap((error) => Object.values(error.constraints ?? {})).join('; '),
  };
}
const order = (fields: object) => ({ order: JSON.stringify({ providerId: provider, ...fields }) });
const messageOf = (fields: object) => read(order(fields)).message;

describe('POST /api/order body', () => {
  it('reads the order from its JSON string, with id or product for each line', () => {
    const { order: read_, message } = read(
      order({
        locationId: null,
        transaction_type: 'IN',
        products: [
          { id: product, quantity: 3 },
          { product: { id: product.toUpperCase() }, quantity: 1, price: 2 },
          { product, quantity: 0 },
        ],
      }),
    );
    expect(message).toBe('');
    expect({ ...read_, products: read_.products.map((line) => ({ ...line })) }).toEqual({
      providerId: provider,
      locationId: null,
      clientId: null,
      effectiveAt: null,
      reason: null,
      reasonNote: null,
      transaction_type: 'IN',
      notes: null,
      // A line names no lot unless it is for a lot-tracked product (lots and expiry).
      products: [
        { id: product, quantity: 3, price: null, lot_code: null, expiry_date: null },
        { id: product, quantity: 1, price: 2, lot_code: null, expiry_date: null },
        { id: product, quantity: 0, price: null, lot_code: null, expiry_date: null },
      ],
    });
  });

  it('takes the order as an object, or as the body itself, an ORDER when no type is given', () => {
    const fields = { providerId: provider, products: [{ id: product, quantity: 1 }] };
    for (const body of [{ order: fields }, fields]) {
      const { order: read_, message } = read(body);
      expect(message).toBe('');
      expect(read_).toMatchObject({ providerId: provider, transaction_type: 'ORDER' });
    }
  });

  it('names what is wrong, keeping the texts the screens know', () => {
    expect(read({ order: '{nope' }).message).toBe('order must be the order as JSON');
    expect(read({ order: '[1]' }).message).toBe('order must be the order as JSON');
    expect(read({ order: 42 }).message).toBe('order must be the order as JSON');
    expect(messageOf({ providerId: 'x', products: [] })).toBe('providerId must be a provider id');
    expect(messageOf({ transaction_type: 'GIFT', products: [] })).toBe(
      'transaction_type must be one of ORDER, ADJUST, IN, OUT',
    );
    expect(messageOf({ products: { id: product } })).toBe(
      'At least one product is requiered for an order.',
    );
    expect(messageOf({ products: [{ id: product, quantity: 1 }, { quantity: 1 }] })).toBe(
      'Each product needs its id (products[1].id)',
    );
    expect(messageOf({ products: ['apple'] })).toBe(
      'Each product needs its id (products[0].id); Each product needs a quantity (products[0].quantity)',
    );
    expect(messageOf({ notes: 7, products: [] })).toBe('notes must be text');
    expect(messageOf({ locationId: 'Main', clientId: {}, products: [] })).toBe(
      'locationId must be a location id; clientId must be a client id',
    );
  });

  it('takes only whole JSON numbers in range as quantities, naming the line', () => {
    const line = (quantity: unknown) =>
      messageOf({
        products: [
          { id: product, quantity: 1 },
          { id: product, quantity },
        ],
      });
    for (const quantity of [1_000_000_000, -1_000_000_000, 0]) expect(line(quantity)).toBe('');
    for (const quantity of [true, '0x10', [7], '7', '', 1.5, 1e300, 1_000_000_001, {}])
      expect(line(quantity)).toBe(
        'products[1].quantity must be a whole number from -1,000,000,000 to 1,000,000,000',
      );
    expect(line(null)).toBe('Each product needs a quantity (products[1].quantity)');
  });

  it('refuses in the order’s JSON text what the app refuses in any body, naming where', () => {
    expect(() => messageOf({ notes: 'dock\u00004', products: [] })).toThrow(
      'order.notes contains a NUL character (\\u0000).',
    );
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(() => read({ order: `{"products": ${deep}}` })).toThrow(
      'order is nested more than 32 levels deep.',
    );
  });

  it('refuses keys such as constructor in the order’s JSON text, naming where, as in any body', () => {
    const polluted = { constructor: { prototype: { polluted: true } }, toString: 1, valueOf: 1 };
    const fields = { providerId: provider, products: [{ id: polluted, quantity: 1 }] };
    expect(() => read({ order: JSON.stringify(fields) })).toThrow(
      'order.products.0.id.constructor is not a field any request takes.',
    );
  });

  it('bounds notes and lines', () => {
    const lines = (n: number) => Array.from({ length: n }, () => ({ id: product, quantity: 1 }));
    expect(messageOf({ notes: 'n'.repeat(2000), products: lines(1000) })).toBe('');
    expect(messageOf({ notes: 'n'.repeat(2001), products: [] })).toBe(
      'notes must be at most 2000 characters',
    );
    expect(messageOf({ products: lines(1001) })).toBe('products may hold at most 1000 lines');
    expect(messageOf({ products: [{ id: product, quantity: 1, price: '2' }] })).toBe(
      'products[0].price must be a number',
    );
  });
});
