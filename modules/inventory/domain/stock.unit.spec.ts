import { decidePlace, OrderPlaced } from './movement';
import { applyDelta, cancellationDeltas, fulfilmentDeltas, placementDeltas } from './stock';

/** A placed document as it stands before anything else happens to it. */
const documentOf = (placed: OrderPlaced) => ({
  ...placed.data,
  fulfilled: false,
  cancelled: false,
});

const order = (orderType: 'ORDER' | 'IN' | 'OUT' | 'ADJUST', quantity: number) =>
  documentOf(
    decidePlace({
      orderId: 'o',
      providerId: 'p',
      clientId: 'c',
      locationId: 'l',
      orderType,
      lines: [{ productId: 'apple', quantity, price: 1 }],
      at: '2026-11-21T00:00:00Z',
    }),
  );

describe('stock semantics', () => {
  it('commits on ORDER, releases on fulfil, returns on cancel', () => {
    const placedLevel = applyDelta(
      { current: 10, committed: 0 },
      placementDeltas('ORDER', order('ORDER', 4).lines)[0],
    );
    expect(placedLevel).toEqual({ current: 6, committed: 4 });
    expect(applyDelta(placedLevel, fulfilmentDeltas(order('ORDER', 4))[0])).toEqual({
      current: 6,
      committed: 0,
    });
    expect(applyDelta(placedLevel, cancellationDeltas(order('ORDER', 4))[0])).toEqual({
      current: 10,
      committed: 0,
    });
  });

  it('moves current on IN, OUT and ADJUST; fulfilling a movement moves nothing', () => {
    expect(
      applyDelta({ current: 1, committed: 0 }, placementDeltas('IN', order('IN', 5).lines)[0])
        .current,
    ).toBe(6);
    expect(
      applyDelta({ current: 6, committed: 0 }, placementDeltas('OUT', order('OUT', 2).lines)[0])
        .current,
    ).toBe(4);
    expect(
      applyDelta(
        { current: 4, committed: 0 },
        placementDeltas('ADJUST', order('ADJUST', -3).lines)[0],
      ).current,
    ).toBe(1);
    expect(fulfilmentDeltas(order('IN', 5))).toEqual([]);
  });

  it('never lets current stock go below zero, naming the product and what is available', () => {
    expect(() =>
      applyDelta(
        { current: 2, committed: 0 },
        { productId: 'apple', current: -3, committed: 3 },
        'Apple',
      ),
    ).toThrow('Not enough stock of Apple: 2 available.');
  });

  it('refuses stock beyond what its figures can hold', () => {
    expect(() =>
      applyDelta(
        { current: 2_000_000_000, committed: 0 },
        { productId: 'apple', current: 2_000_000_000, committed: 0 },
        'Apple',
      ),
    ).toThrow('Stock of Apple would exceed 2147483647.');
  });

  it('reverses a movement on cancel, which is refused if the stock has gone since', () => {
    const inbound = order('IN', 5);
    const [reversal] = cancellationDeltas(inbound);
    expect(reversal).toEqual({ productId: 'apple', current: -5, committed: 0 });
    expect(() => applyDelta({ current: 3, committed: 0 }, reversal)).toThrow('3 available');
  });

  it('has nothing to undo for a cancelled order or to cancel for a fulfilled one', () => {
    expect(cancellationDeltas({ ...order('ORDER', 1), cancelled: true })).toEqual([]);
    expect(cancellationDeltas({ ...order('ORDER', 1), fulfilled: true })).toEqual([]);
  });
});

describe("a receipt's unit cost", () => {
  const place = (orderType: 'IN' | 'ORDER', unitCost: number) =>
    decidePlace({
      orderId: 'o-1',
      providerId: 'p-1',
      clientId: orderType === 'ORDER' ? 'c-1' : null,
      locationId: 'l-1',
      orderType,
      lines: [{ productId: 'rye', quantity: 3, price: orderType === 'ORDER' ? 2 : null, unitCost }],
      purchaseOrderId: 'po-1',
      at: '2026-12-05T09:00:00.000Z',
    });

  it('is kept on an IN, to the hundredth of a cent, with the purchase order it came against', () => {
    const placed = place('IN', 1.23456);
    expect(placed.data.lines[0].unitCost).toBe(1.2346);
    expect(placed.data.purchaseOrderId).toBe('po-1');
  });

  it('is not an order’s, and is refused out of range', () => {
    const order = place('ORDER', 1);
    expect(order.data.lines[0].unitCost).toBeUndefined();
    expect(order.data.purchaseOrderId).toBeUndefined();
    expect(() => place('IN', -0.01)).toThrow(
      'A unit cost must be a number from 0 to 1,000,000,000.',
    );
    expect(() => place('IN', Number.POSITIVE_INFINITY)).toThrow('A unit cost');
  });
});
