import { payloadOf, StockAlert, webhookEventsOf } from './webhook-events';

describe('webhook payloads', () => {
  const base = { id: 'e1', providerId: 'p1', occurredAt: '2026-01-01T00:00:00.000Z' };

  it("gives an order.placed its documented snake_case shape, with the order's number", () => {
    const payload = payloadOf({
      ...base,
      orderNumber: '#1001',
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
        order_number: '#1001',
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
    ).toEqual({ order_id: 'o1', order_number: null, fulfilled_at: at });
    expect(
      payloadOf({ ...base, type: 'OrderCancelled', data: { orderId: 'o1', at, by: 'CLIENT' } })
        ?.data,
    ).toEqual({ order_id: 'o1', order_number: null, cancelled_at: at, cancelled_by: 'CLIENT' });
    expect(payloadOf({ ...base, type: 'StockChanged', data: {} })?.type).toBe('stock.changed');
    expect(payloadOf({ ...base, type: 'OrderNotesChanged', data: {} })).toBeNull();
    expect(payloadOf({ ...base, providerId: '', type: 'OrderPlaced', data: {} })).toBeNull();
  });

  it("gives a transfer's creation, shipment, receipt, write-off and cancellation their snake_case shapes, with the transfer's number", () => {
    const at = '2026-01-03T00:00:00.000Z';
    const lines = [{ productId: 'x', quantity: 4 }];
    const numbered = { ...base, transferNumber: 'TR-1001' };
    expect(
      payloadOf({
        ...numbered,
        type: 'TransferCreated',
        data: {
          transferId: 't1',
          providerId: 'p1',
          fromLocationId: 'l1',
          toLocationId: 'l2',
          lines,
          notes: 'Restock',
          at,
        },
      }),
    ).toEqual({
      id: 'e1',
      type: 'transfer.created',
      created: base.occurredAt,
      provider_id: 'p1',
      data: {
        transfer_id: 't1',
        transfer_number: 'TR-1001',
        from_location_id: 'l1',
        to_location_id: 'l2',
        lines: [{ product_id: 'x', quantity: 4 }],
        notes: 'Restock',
        created_at: at,
      },
    });
    expect(
      payloadOf({ ...numbered, type: 'TransferShipped', data: { transferId: 't1', at } })?.data,
    ).toEqual({ transfer_id: 't1', transfer_number: 'TR-1001', shipped_at: at });
    expect(
      payloadOf({
        ...numbered,
        type: 'TransferReceived',
        data: { transferId: 't1', at, lines: [{ productId: 'x', quantity: 3 }], partial: true },
      })?.data,
    ).toEqual({
      transfer_id: 't1',
      transfer_number: 'TR-1001',
      lines: [{ product_id: 'x', quantity: 3 }],
      partial: true,
      received_at: at,
    });
    expect(
      payloadOf({
        ...numbered,
        type: 'TransferWrittenOff',
        data: {
          transferId: 't1',
          at,
          lines: [{ productId: 'x', quantity: 1 }],
          reason: 'DAMAGE',
          note: null,
        },
      })?.data,
    ).toEqual({
      transfer_id: 't1',
      transfer_number: 'TR-1001',
      lines: [{ product_id: 'x', quantity: 1 }],
      reason: 'DAMAGE',
      note: null,
      written_off_at: at,
    });
    expect(
      payloadOf({ ...base, type: 'TransferCancelled', data: { transferId: 't1', at } })?.data,
    ).toEqual({ transfer_id: 't1', transfer_number: null, cancelled_at: at });
  });
});

describe('the webhook events of one stored event', () => {
  const stockChange = {
    id: 'e7',
    providerId: 'p1',
    occurredAt: '2026-01-04T00:00:00.000Z',
    position: '120/3',
    type: 'StockChanged',
    data: { productId: 'x', locationId: 'l1', delta: { current: -3, committed: 0 } },
  };
  const alert: StockAlert = {
    crossing: 'raised',
    productId: 'x',
    locationId: 'l1',
    available: 4,
    inTransit: 0,
    minimum: 5,
    reorderQuantity: 20,
    suggestedQuantity: 20,
    lowSince: stockChange.occurredAt,
    at: stockChange.occurredAt,
  };
  const idOf = (seq: number) => `derived-${seq}`;

  it('sends a stock change that crossed its minimum as stock.changed, then stock.low with a derived id', () => {
    const sent = webhookEventsOf(stockChange, alert, idOf);
    expect(sent.map((p) => [p.id, p.type])).toEqual([
      ['e7', 'stock.changed'],
      ['derived-1', 'stock.low'],
    ]);
    expect(sent[1]).toEqual({
      id: 'derived-1',
      type: 'stock.low',
      created: stockChange.occurredAt,
      provider_id: 'p1',
      data: {
        product_id: 'x',
        location_id: 'l1',
        available: 4,
        in_transit: 0,
        minimum: 5,
        reorder_quantity: 20,
        suggested_quantity: 20,
        low_since: stockChange.occurredAt,
        source_event_id: 'e7',
        position: '120/3',
      },
    });
  });

  it('sends a recovery as stock.recovered, with since when the stock was low', () => {
    const recovered = webhookEventsOf(
      stockChange,
      {
        ...alert,
        crossing: 'cleared',
        available: 9,
        suggestedQuantity: 0,
        lowSince: '2026-01-02T00:00:00.000Z',
      },
      idOf,
    )[1];
    expect(recovered.type).toBe('stock.recovered');
    expect(recovered.data).toEqual(
      expect.objectContaining({
        available: 9,
        low_since: '2026-01-02T00:00:00.000Z',
        recovered_at: stockChange.occurredAt,
      }),
    );
    expect(recovered.data).not.toHaveProperty('suggested_quantity');
  });

  it('sends a reorder point that made a stock low as stock.low alone, under the stored id', () => {
    const set = { ...stockChange, type: 'ReorderPointSet', data: { minimum: 5 } };
    expect(webhookEventsOf(set, alert, idOf).map((p) => [p.id, p.type])).toEqual([
      ['e7', 'stock.low'],
    ]);
    expect(webhookEventsOf(set, null, idOf)).toEqual([]);
  });

  it('sends a stock change without a crossing as stock.changed only', () => {
    expect(webhookEventsOf(stockChange, null, idOf).map((p) => p.type)).toEqual(['stock.changed']);
  });
});
