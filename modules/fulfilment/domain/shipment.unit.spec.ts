import {
  addShipped,
  decideShipment,
  remainingLines,
  ShippableOrder,
  shipmentDeltas,
} from './shipment';

const at = '2026-12-05T10:00:00.000Z';
const given = (over: Partial<ShippableOrder> = {}): ShippableOrder => ({
  orderId: 'o1',
  providerId: 'p1',
  orderType: 'ORDER',
  lines: [
    { productId: 'apple', quantity: 10, price: 1 },
    {
      productId: 'milk',
      quantity: 5,
      price: 2,
      lots: [
        { lot: 'LATE', expiry: '2032-01-01', quantity: 2 },
        { lot: 'SOON', expiry: '2031-01-01', quantity: 3 },
      ],
    },
  ],
  shipped: [],
  shipments: 0,
  fulfilled: false,
  cancelled: false,
  ...over,
});
/** The order after a shipment's event. */
const then = (order: ShippableOrder, decision: ReturnType<typeof decideShipment>) => ({
  ...order,
  shipped: addShipped(order.shipped, decision.shipped.data.lines),
  shipments: order.shipments + 1,
});

describe('a shipment of an order', () => {
  it('ships the units asked, from the lots first expiry first, out of committed stock', () => {
    const decision = decideShipment(given(), {
      at,
      lines: [{ productId: 'milk', quantity: 4 }],
      carrier: ' DHL ',
      trackingNumber: '',
    });
    expect(decision.shipped.data).toEqual({
      orderId: 'o1',
      providerId: 'p1',
      sequence: 1,
      at,
      shippedOn: '2026-12-05',
      carrier: 'DHL',
      trackingNumber: null,
      lines: [
        {
          productId: 'milk',
          quantity: 4,
          lots: [
            { lot: 'SOON', expiry: '2031-01-01', quantity: 3 },
            { lot: 'LATE', expiry: '2032-01-01', quantity: 1 },
          ],
        },
      ],
    });
    expect(decision.completes).toBe(false);
    expect(decision.deltas).toEqual([
      {
        productId: 'milk',
        current: 0,
        committed: -4,
        lots: [
          { lot: 'SOON', expiry: '2031-01-01', current: 0, committed: -3 },
          { lot: 'LATE', expiry: '2032-01-01', current: 0, committed: -1 },
        ],
      },
    ]);
  });

  it('leaves the rest as a backorder, and the shipment that takes the rest completes the order', () => {
    const first = decideShipment(given(), { at, lines: [{ productId: 'milk', quantity: 4 }] });
    const after = then(given(), first);
    expect(remainingLines(after)).toEqual([
      { productId: 'apple', quantity: 10, price: 1 },
      {
        productId: 'milk',
        quantity: 1,
        price: 2,
        lots: [{ lot: 'LATE', expiry: '2032-01-01', quantity: 1 }],
      },
    ]);
    const rest = decideShipment(after, { at });
    expect(rest.shipped.data.sequence).toBe(2);
    expect(rest.completes).toBe(true);
    expect(rest.shipped.data.lines.map((l) => [l.productId, l.quantity])).toEqual([
      ['apple', 10],
      ['milk', 1],
    ]);
    expect(remainingLines(then(after, rest))).toEqual([]);
  });

  it('never takes more than remains, or a product the order does not hold', () => {
    const after = then(
      given(),
      decideShipment(given(), { at, lines: [{ productId: 'apple', quantity: 8 }] }),
    );
    expect(() =>
      decideShipment(after, { at, lines: [{ productId: 'apple', quantity: 3 }] }),
    ).toThrow('Only 2 of apple remain to be shipped.');
    const oneLeft = then(
      after,
      decideShipment(after, { at, lines: [{ productId: 'apple', quantity: 1 }] }),
    );
    expect(() =>
      decideShipment(oneLeft, { at, lines: [{ productId: 'apple', quantity: 2 }] }),
    ).toThrow('Only 1 of apple remains to be shipped.');
    expect(() =>
      decideShipment(after, {
        at,
        lines: [{ productId: 'pear', quantity: 1 }],
        names: new Map([['pear', 'Pear']]),
      }),
    ).toThrow('Pear is not in this order.');
    expect(() =>
      decideShipment(after, {
        at,
        lines: [
          { productId: 'apple', quantity: 1 },
          { productId: 'apple', quantity: 1 },
        ],
      }),
    ).toThrow('Each product may appear only once in a shipment.');
    expect(() =>
      decideShipment(after, { at, lines: [{ productId: 'apple', quantity: 0 }] }),
    ).toThrow('A shipment needs at least one unit.');
  });

  it('refuses a movement, a cancelled or complete order, a future or impossible day', () => {
    expect(() => decideShipment(given({ orderType: 'IN' }), { at })).toThrow(
      'Only orders are shipped',
    );
    expect(() => decideShipment(given({ cancelled: true }), { at })).toThrow('cancelled');
    expect(() => decideShipment(given({ fulfilled: true }), { at })).toThrow('has been shipped');
    expect(() => decideShipment(given(), { at, shippedOn: '2026-12-06' })).toThrow('future');
    expect(() => decideShipment(given(), { at, shippedOn: '2026-02-30' })).toThrow('YYYY-MM-DD');
    expect(() => decideShipment(given(), { at, carrier: 'x'.repeat(101) })).toThrow('carrier');
  });

  it('moves committed stock only, lots included', () => {
    expect(shipmentDeltas([{ productId: 'apple', quantity: 2 }])).toEqual([
      { productId: 'apple', current: 0, committed: -2 },
    ]);
  });
});
