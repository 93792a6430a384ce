import { payloadOf } from './webhook-events';

describe('webhook payloads', () => {
  const base = { id: 'e1', providerId: 'p1', occurredAt: '2026-01-01T00:00:00.000Z' };

  it('gives an order.placed its documented snake_case shape', () => {
    const payload = payloadOf({
      ...base,
      type: 'OrderPlaced',
      data: {
        orderId: 'o1',
        providerId: 'p1',
        clientId: 'c1',
        locationId: 'l1',
        orderType: 'ORDER',
        lines: [{ productId: 'x', quantity: 2, price: 3.5 }],
        notes: null,
        placedAt: '2026-01-01T00:00:00.000Z',
      },
    });
    expect(payload).toEqual({
      id: 'e1',
      type: 'order.placed',
      created: '2026-01-01T00:00:00.000Z',
      provider_id: 'p1',
      data: {
        order_id: 'o1',
        order_type: 'ORDER',
        client_id: 'c1',
        location_id: 'l1',
        lines: [{ product_id: 'x', quantity: 2, price: 3.5 }],
        notes: null,
        placed_at: '2026-01-01T00:00:00.000Z',
      },
    });
  });

  it('names fulfilment, cancellation and stock changes, and nothing else', () => {
    const at = '2026-01-02T00:00:00.000Z';
    expect(
      payloadOf({ ...base, type: 'OrderFulfilled', data: { orderId: 'o1', at } })?.data,
    ).toEqual({ order_id: 'o1', fulfilled_at: at });
    expect(
      payloadOf({ ...base, type: 'OrderCancelled', data: { orderId: 'o1', at, by: 'CLIENT' } })
        ?.data,
    ).toEqual({ order_id: 'o1', cancelled_at: at, cancelled_by: 'CLIENT' });
    expect(payloadOf({ ...base, type: 'StockChanged', data: {} })?.type).toBe('stock.changed');
    expect(payloadOf({ ...base, type: 'OrderNotesChanged', data: {} })).toBeNull();
    expect(payloadOf({ ...base, providerId: '', type: 'OrderPlaced', data: {} })).toBeNull();
  });
});
