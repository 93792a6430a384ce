import { type ValueChange, ValueReplay } from './value-replay';

const ASOF = '2026-03-10T00:00:00.000Z';
const change = (over: Partial<ValueChange>): ValueChange => ({
  providerId: 'prov',
  productId: 'p-rye',
  orderId: 'o-1',
  delta: { current: 0, committed: 0 },
  orderType: 'IN',
  reason: 'placed',
  ...over,
});

/** 10 received at 2.00 on the 1st, 4 sold on the 12th (after the moment). */
function replayed(): ValueReplay {
  const replay = new ValueReplay('prov', ASOF);
  replay.stockChanged(
    change({ delta: { current: 10, committed: 0 }, unitCost: 2 }),
    'l-main',
    '2026-03-01T00:00:00.000Z',
    null,
  );
  replay.stockChanged(
    change({
      orderId: 'o-2',
      orderType: 'ORDER',
      reason: 'fulfilled',
      delta: { current: 0, committed: -4 },
    }),
    'l-main',
    '2026-03-12T00:00:00.000Z',
    null,
  );
  return replay;
}

const head = { product_id: 'p-rye', lot: '', units: 6, value: 12, average: 2 };
const asOf = { product_id: 'p-rye', lot: '', location_id: 'l-main', value: 20, cogs: 0 };
const location = { location_id: 'l-main', value: 20, cogs: 0 };
const days = [
  { location_id: 'l-main', day: '2026-03-01', value: 20, cogs: 0 },
  { location_id: 'l-main', day: '2026-03-12', value: -8, cogs: 8 },
];

describe('value replay', () => {
  it('finds nothing where the projection keeps what the fold makes of the events', () => {
    const replay = replayed();
    expect(replay.checked).toBe(2);
    expect(replay.differences([head], [asOf], [location], days)).toEqual([]);
  });

  it('names a head whose worth differs, and what is missing from either side', () => {
    expect(
      replayed().differences(
        [{ ...head, value: 13 }],
        [asOf, { ...asOf, lot: 'L9', value: 1 }],
        [{ ...location, value: 21 }],
        [days[0], { ...days[1], cogs: 9 }],
      ),
    ).toEqual([
      {
        where: 'now',
        product_id: 'p-rye',
        lot: '',
        location_id: null,
        figure: 'value',
        replayed: 12,
        found: 13,
      },
      {
        where: 'as_of',
        product_id: 'p-rye',
        lot: 'L9',
        location_id: 'l-main',
        figure: 'value',
        replayed: 0,
        found: 1,
      },
      {
        where: 'as_of',
        product_id: null,
        lot: null,
        location_id: 'l-main',
        figure: 'value',
        replayed: 20,
        found: 21,
      },
      {
        where: 'day',
        day: '2026-03-12',
        product_id: null,
        lot: null,
        location_id: 'l-main',
        figure: 'cogs',
        replayed: 8,
        found: 9,
      },
    ]);
  });

  it('stops comparing at the projection position, folding on for what comes after', () => {
    const replay = new ValueReplay('prov', '2026-03-30T00:00:00.000Z');
    replay.stockChanged(
      change({ delta: { current: 10, committed: 0 }, unitCost: 2 }),
      'l-main',
      '2026-03-01T00:00:00.000Z',
      null,
    );
    replay.bound();
    replay.costCorrected(
      [{ productId: 'p-rye', quantity: 10, unitCost: 3, previousUnitCost: 2 }],
      'l-main',
      '2026-03-02T00:00:00.000Z',
      null,
    );
    expect(replay.checked).toBe(1);
    expect(
      replay.differences([{ ...head, units: 10, value: 20 }], [asOf], [location], [days[0]]),
    ).toEqual([]);
  });

  it('counts a back-dated change from its effective time, and skips changes of no owned units', () => {
    const replay = new ValueReplay('prov', ASOF);
    replay.stockChanged(
      change({ delta: { current: -2, committed: 2 } }),
      'l-main',
      '2026-03-01T00:00:00.000Z',
      null,
    );
    replay.stockChanged(
      change({ delta: { current: 5, committed: 0 }, unitCost: 4 }),
      'l-main',
      '2026-03-20T00:00:00.000Z',
      '2026-03-05T00:00:00.000Z',
    );
    expect(replay.checked).toBe(1);
    expect(
      replay.differences(
        [{ ...head, units: 5, value: 20, average: 4 }],
        [{ ...asOf, value: 20 }],
        [{ ...location, value: 20 }],
        [{ ...days[0], day: '2026-03-05' }],
      ),
    ).toEqual([]);
  });
});
