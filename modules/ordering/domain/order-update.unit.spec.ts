import { decidePlace } from '../../inventory/domain';
import { Actor, evolve, OrderState } from './order';
import { decideUpdate } from './order-update';

const at = '2026-11-21T10:00:00.000Z';
const pending: OrderState = evolve(
  null,
  decidePlace({
    orderId: 'o1',
    providerId: 'p1',
    clientId: 'c1',
    locationId: 'l1',
    orderType: 'ORDER',
    lines: [{ productId: 'apple', quantity: 3, price: 1.5 }],
    at,
  }),
);
const staff: Actor = { kind: 'provider' };

describe('updating an order (PUT: notes, fulfilled, cancelled)', () => {
  it('records new notes and the fulfilment in one decision, releasing the committed units', () => {
    const { events, stock } = decideUpdate(
      pending,
      staff,
      { notes: 'by noon', fulfilled: true },
      at,
    );
    expect(events.map((e) => e.type)).toEqual([
      'OrderNotesChanged',
      'OrderShipped',
      'OrderFulfilled',
    ]);
    expect(stock).toEqual({
      locationId: 'l1',
      orderType: 'ORDER',
      reason: 'fulfilled',
      deltas: [{ productId: 'apple', current: 0, committed: -3 }],
    });
  });

  it('gives back the placed units when a pending order is cancelled', () => {
    const { events, stock } = decideUpdate(pending, staff, { cancelled: true }, at);
    expect(events.map((e) => e.type)).toEqual(['OrderCancelled']);
    expect(stock.reason).toBe('cancelled');
    expect(stock.deltas).toEqual([{ productId: 'apple', current: 3, committed: -3 }]);
  });

  it('refuses to fulfil and cancel an order at once', () => {
    expect(() => decideUpdate(pending, staff, { fulfilled: true, cancelled: true }, at)).toThrow(
      'An order cannot be fulfilled and cancelled at once.',
    );
  });

  it('moves no stock when nothing but the notes change', () => {
    const { stock } = decideUpdate(pending, staff, { notes: 'by noon' }, at);
    expect(stock.deltas).toEqual([]);
  });
});

describe('cancelling a back-dated adjustment', () => {
  const AT = '2026-03-02T09:00:00.000Z';
  const YESTERDAY = '2026-03-01T12:00:00.000Z';

  it('places a back-dated adjustment with its terms, and its cancellation withdraws it where it applied', () => {
    const placed = decidePlace({
      orderId: 'o1',
      providerId: 'p1',
      clientId: null,
      locationId: 'l1',
      orderType: 'ADJUST',
      lines: [{ productId: 'a', quantity: -3, price: null }],
      at: AT,
      effectiveAt: YESTERDAY,
      reason: 'COUNT',
      reasonNote: 'shelf short',
    });
    expect(placed.data).toMatchObject({
      effectiveAt: YESTERDAY,
      adjustment: { reason: 'COUNT', note: 'shelf short' },
    });
    const state = evolve(null, placed);
    const { stock } = decideUpdate(
      state,
      { kind: 'provider' },
      { cancelled: true },
      '2026-03-03T00:00:00.000Z',
    );
    expect(stock).toMatchObject({
      reason: 'cancelled',
      effectiveAt: YESTERDAY,
      adjustment: { reason: 'COUNT', note: 'shelf short' },
      deltas: [{ productId: 'a', current: 3, committed: 0 }],
    });
  });
});
