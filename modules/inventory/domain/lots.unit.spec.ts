import { recordAllocation } from './lot-allocation';
import {
  ExpiredStockError,
  fefo,
  InsufficientLotStockError,
  isExpiryDate,
  LotExpiryMismatchError,
  LotLevel,
} from './lots';
import { decidePlace, OrderPlaced, PlaceOrder, StockRuleError } from './movement';
import {
  applyDelta,
  cancellationDeltas,
  fulfilmentDeltas,
  InsufficientStockError,
  placementDeltas,
  StockDelta,
  StockLevel,
  withLots,
} from './stock';
import { stockChanged } from './stock-stream';
import {
  decideReceive,
  decideShip,
  evolveTransfer,
  TransferEvent,
  TransferState,
} from './transfer';

/** A placed document as it stands before anything else happens to it. */
const documentOf = (placed: OrderPlaced) => ({
  ...placed.data,
  fulfilled: false,
  cancelled: false,
});

const TODAY = '2026-11-25T10:00:00.000Z';
const policy = { at: TODAY, takeExpired: false, productName: 'Milk' };
const lot = (code: string, expiry: string | null, current: number, committed = 0): LotLevel => ({
  lot: code,
  expiry,
  current,
  committed,
});

/** Given a stock, when a change is decided and applied, then the level it leaves. */
const given = (level: StockLevel) => ({
  when: (delta: Omit<StockDelta, 'productId'>, options: Partial<typeof policy> = {}) => {
    const decided = withLots(level, { productId: 'milk', ...delta }, { ...policy, ...options });
    return { decided, after: applyDelta(level, decided, 'Milk') };
  },
});

const place = (command: Partial<PlaceOrder>) =>
  decidePlace({
    orderId: 'o1',
    providerId: 'p',
    clientId: 'c',
    locationId: 'l',
    orderType: 'IN',
    lines: [{ productId: 'milk', quantity: 5, price: null }],
    lotTracked: ['milk'],
    at: TODAY,
    ...command,
  });

describe('lots: receipts', () => {
  it('receives an inbound line into the lot it names, with its expiry', () => {
    const { after, decided } = given({ current: 0, committed: 0 }).when({
      current: 5,
      committed: 0,
      lot: { lot: 'L1', expiry: '2026-12-01' },
    });
    expect(decided.lots).toEqual([lot('L1', '2026-12-01', 5)]);
    expect(after).toEqual({ current: 5, committed: 0, lots: [lot('L1', '2026-12-01', 5)] });
  });

  it('adds to a lot already held and keeps its expiry when the receipt names none', () => {
    const { after } = given({ current: 5, committed: 0, lots: [lot('L1', '2026-12-01', 5)] }).when({
      current: 3,
      committed: 0,
      lot: { lot: 'L1' },
    });
    expect(after.lots).toEqual([lot('L1', '2026-12-01', 8)]);
  });

  it('refuses a receipt into a lot that names another expiry', () => {
    expect(() =>
      given({ current: 5, committed: 0, lots: [lot('L1', '2026-12-01', 5)] }).when({
        current: 3,
        committed: 0,
        lot: { lot: 'L1', expiry: '2027-01-01' },
      }),
    ).toThrow(LotExpiryMismatchError);
  });

  it('requires a lot code on an inbound line of a product that tracks lots', () => {
    expect(() => place({ lines: [{ productId: 'milk', quantity: 5, price: null }] })).toThrow(
      'lot_code is required for products that track lots.',
    );
  });

  it('refuses a lot on a product that does not track lots', () => {
    expect(() =>
      place({
        lotTracked: [],
        lines: [{ productId: 'milk', quantity: 5, price: null, lot: 'L1' }],
      }),
    ).toThrow(StockRuleError);
  });

  it('refuses expiry dates that are no calendar day or out of range, and expiry on outbound', () => {
    expect(isExpiryDate('2026-02-30')).toBe(false);
    expect(isExpiryDate('1999-12-31')).toBe(false);
    expect(isExpiryDate('3000-01-01')).toBe(false);
    expect(isExpiryDate('2026-02-28')).toBe(true);
    expect(() =>
      place({
        orderType: 'OUT',
        lines: [{ productId: 'milk', quantity: 1, price: null, expiry: '2026-12-01' }],
      }),
    ).toThrow('expiry_date is only for units coming in.');
    expect(() =>
      place({
        orderType: 'ADJUST',
        lines: [{ productId: 'milk', quantity: 2, price: null, expiry: '2026-12-01' }],
      }),
    ).toThrow('expiry_date needs the lot_code it belongs to.');
  });
});

describe('lots: first expiry, first out', () => {
  const stock: StockLevel = {
    current: 12,
    committed: 0,
    lots: [lot('LATE', '2027-03-01', 4), lot('NONE', null, 2), lot('SOON', '2026-12-01', 3)],
  };

  it('orders lots by expiry, lots that never expire last', () => {
    expect(fefo(stock.lots!).map((l) => l.lot)).toEqual(['SOON', 'LATE', 'NONE']);
  });

  it('picks the lot that expires first, then the next, then units in no lot', () => {
    const { decided, after } = given(stock).when({ current: -10, committed: 0 });
    expect(decided.lots).toEqual([
      lot('SOON', '2026-12-01', -3),
      lot('LATE', '2027-03-01', -4),
      lot('NONE', null, -2),
    ]);
    expect(after).toEqual({ current: 2, committed: 0, lots: [] });
  });

  it("moves an order's units from a lot's current to its committed", () => {
    const { after } = given(stock).when({ current: -4, committed: 4 });
    expect(after.lots).toEqual([
      lot('LATE', '2027-03-01', 3, 1),
      lot('NONE', null, 2),
      lot('SOON', '2026-12-01', 0, 3),
    ]);
  });

  it('takes a chosen lot only, and refuses when it holds too few', () => {
    const { decided } = given(stock).when({ current: -2, committed: 0, lot: { lot: 'LATE' } });
    expect(decided.lots).toEqual([lot('LATE', '2027-03-01', -2)]);
    expect(() => given(stock).when({ current: -5, committed: 0, lot: { lot: 'LATE' } })).toThrow(
      new InsufficientLotStockError('LATE', 4, 'Milk'),
    );
    expect(() => given(stock).when({ current: -1, committed: 0, lot: { lot: 'GONE' } })).toThrow(
      InsufficientLotStockError,
    );
  });

  it('refuses more than the stock holds, as any stock change', () => {
    expect(() => given(stock).when({ current: -13, committed: 0 })).toThrow(InsufficientStockError);
  });
});

describe('lots: expiry', () => {
  const stock: StockLevel = {
    current: 5,
    committed: 0,
    lots: [lot('OLD', '2026-11-24', 3), lot('NEW', '2026-12-24', 2)],
  };

  it('leaves expired lots out of orders and outbound movements', () => {
    const { decided } = given(stock).when({ current: -2, committed: 2 });
    expect(decided.lots).toEqual([lot('NEW', '2026-12-24', -2, 2)]);
  });

  it('refuses an order only expired units could fill, saying so', () => {
    expect(() => given(stock).when({ current: -4, committed: 4 })).toThrow(ExpiredStockError);
  });

  it('sells a lot on its expiry day', () => {
    const { decided } = given(stock).when(
      { current: -3, committed: 0 },
      { at: '2026-11-24T23:00:00Z' },
    );
    expect(decided.lots?.[0]).toEqual(lot('OLD', '2026-11-24', -3));
  });

  it('takes expired units when the lot is chosen, and a correction takes them first', () => {
    expect(
      given(stock).when({ current: -3, committed: 0, lot: { lot: 'OLD' } }).after.lots,
    ).toEqual([lot('NEW', '2026-12-24', 2)]);
    expect(
      given(stock).when({ current: -1, committed: 0 }, { takeExpired: true }).decided.lots,
    ).toEqual([lot('OLD', '2026-11-24', -1)]);
  });
});

describe('lots: an order fulfilled or cancelled moves the lots it took', () => {
  const stock: StockLevel = {
    current: 6,
    committed: 0,
    lots: [lot('A', '2026-12-01', 2), lot('B', '2027-01-01', 4)],
  };
  const placed = place({
    orderType: 'ORDER',
    lines: [{ productId: 'milk', quantity: 3, price: 1 }],
  });
  const delta = withLots(stock, placementDeltas('ORDER', placed.data.lines)[0], policy);
  const afterPlacing = applyDelta(stock, delta, 'Milk');
  const change = stockChanged(
    {
      providerId: 'p',
      locationId: 'l',
      orderId: 'o1',
      orderType: 'ORDER',
      reason: 'placed',
    },
    delta,
    afterPlacing,
  );
  const [recorded] = recordAllocation([placed], [change]);
  const order = documentOf(recorded as typeof placed);

  it('records the allocation on the order line', () => {
    expect(order.lines[0].lots).toEqual([
      { lot: 'A', expiry: '2026-12-01', quantity: 2 },
      { lot: 'B', expiry: '2027-01-01', quantity: 1 },
    ]);
  });

  it('returns cancelled units to the lots they came from, even when others expire sooner now', () => {
    // Meanwhile lot A's remaining units left and a lot expiring sooner arrived.
    const later: StockLevel = {
      current: 4,
      committed: 3,
      lots: [lot('A', '2026-12-01', 0, 2), lot('B', '2027-01-01', 3, 1), lot('Z', '2026-11-30', 1)],
    };
    const back = withLots(later, cancellationDeltas(order)[0], policy);
    expect(applyDelta(later, back, 'Milk').lots).toEqual([
      lot('A', '2026-12-01', 2),
      lot('B', '2027-01-01', 4),
      lot('Z', '2026-11-30', 1),
    ]);
  });

  it('releases the committed units of those lots on fulfilment', () => {
    const out = withLots(afterPlacing, fulfilmentDeltas(order)[0], policy);
    expect(applyDelta(afterPlacing, out, 'Milk')).toEqual({
      current: 3,
      committed: 0,
      lots: [lot('B', '2027-01-01', 3)],
    });
  });
});

describe('lots: stocks that keep none', () => {
  it('changes nothing on a stock that never held a lot', () => {
    const { decided, after } = given({ current: 5, committed: 0 }).when({
      current: -2,
      committed: 2,
    });
    expect(decided).toEqual({ productId: 'milk', current: -2, committed: 2 });
    expect(after).toEqual({ current: 3, committed: 2 });
  });

  it('keeps units that arrive without a lot out of the lots', () => {
    const { after } = given({ current: 2, committed: 0, lots: [lot('A', null, 2)] }).when({
      current: 3,
      committed: 0,
    });
    expect(after).toEqual({ current: 5, committed: 0, lots: [lot('A', null, 2)] });
  });
});

describe('lots: a transfer carries its lots', () => {
  const created = evolveTransfer(null, {
    type: 'TransferCreated',
    data: {
      transferId: 't1',
      providerId: 'p',
      fromLocationId: 'a',
      toLocationId: 'b',
      lines: [{ productId: 'milk', quantity: 5 }],
      notes: null,
      at: TODAY,
    },
  });
  const source: StockLevel = {
    current: 6,
    committed: 0,
    lots: [lot('LATE', '2027-03-01', 3), lot('SOON', '2026-12-01', 3)],
  };
  const shipping = decideShip(created, TODAY);
  const out = withLots(source, shipping.stock[0].deltas[0], policy);
  const change = stockChanged(
    { providerId: 'p', locationId: 'a', orderId: 't1', orderType: 'TRANSFER', reason: 'shipped' },
    out,
    applyDelta(source, out, 'Milk'),
  );
  const [shipped] = recordAllocation(shipping.events, [change]) as TransferEvent[];
  const inTransit: TransferState = evolveTransfer(created, shipped);

  it('records the lots the units left in on the shipment', () => {
    expect(shipped.data).toMatchObject({
      lines: [
        {
          productId: 'milk',
          quantity: 5,
          lots: [
            { lot: 'SOON', expiry: '2026-12-01', quantity: 3 },
            { lot: 'LATE', expiry: '2027-03-01', quantity: 2 },
          ],
        },
      ],
    });
  });

  it('receives units into the lots they left in, first expiry first, part by part', () => {
    const first = decideReceive(inTransit, {
      lines: [{ productId: 'milk', quantity: 4 }],
      at: TODAY,
    });
    expect(first.stock[0].deltas[0].lots).toEqual([
      lot('SOON', '2026-12-01', 3),
      lot('LATE', '2027-03-01', 1),
    ]);
    const after = first.events.reduce(evolveTransfer, inTransit);
    const rest = decideReceive(after, { at: TODAY });
    expect(rest.stock[0].deltas[0].lots).toEqual([lot('LATE', '2027-03-01', 1)]);
  });
});
