import { LotReplay, lotDifferences } from './lot-replay';

const lot = (code: string, current: number, committed = 0) => ({ lot: code, current, committed });
const T1 = '2026-01-01T10:00:00.000Z';
const T2 = '2026-01-01T11:00:00.000Z';
const T3 = '2026-01-01T12:00:00.000Z';

describe('LotReplay', () => {
  it('sums each lot from its deltas and answers the lots holding units as of the moment', () => {
    const replay = new LotReplay(T2);
    replay.add('p', 'l', T1, [lot('A', 5)], [lot('A', 5)]);
    replay.add('p', 'l', T2, [lot('B', 3)], [lot('A', 5), lot('B', 3)]);
    replay.add('p', 'l', T3, [lot('A', -5), lot('B', -1)], [lot('A', 0), lot('B', 2)]);
    expect(replay.inconsistent).toEqual([]);
    const place = { product_id: 'p', location_id: 'l' };
    expect(replay.figures('as_of')).toEqual([
      { ...place, lot: 'A', current_stock: 5, committed_stock: 0 },
      { ...place, lot: 'B', current_stock: 3, committed_stock: 0 },
    ]);
    expect(replay.figures('now')).toEqual([
      { ...place, lot: 'B', current_stock: 2, committed_stock: 0 },
    ]);
  });

  it('names an event whose lot levels its deltas do not add up to, a lot it leaves out too', () => {
    const replay = new LotReplay(T3);
    replay.add('p', 'l', T1, [lot('A', 5)], [lot('A', 6)]);
    replay.add('p', 'l', T2, [lot('B', 1)], [lot('B', 1)]);
    expect(replay.inconsistent).toEqual([
      { at: T1, productId: 'p', locationId: 'l', lot: 'A' },
      { at: T2, productId: 'p', locationId: 'l', lot: 'A' },
    ]);
  });

  it('leaves events past the read model out of the figures compared with it, and still checks them', () => {
    const replay = new LotReplay(T3);
    replay.add('p', 'l', T1, [lot('A', 5)], [lot('A', 5)]);
    replay.bound();
    replay.add('p', 'l', T2, [lot('A', 2)], [lot('A', 9)]);
    expect(replay.figures('now')).toEqual([
      { product_id: 'p', location_id: 'l', lot: 'A', current_stock: 5, committed_stock: 0 },
    ]);
    expect(replay.figures('as_of')).toEqual(replay.figures('now'));
    expect(replay.inconsistent).toEqual([{ at: T2, productId: 'p', locationId: 'l', lot: 'A' }]);
  });

  it('costs nothing for a stock that never held a lot', () => {
    const replay = new LotReplay(T3);
    replay.add('p', 'l', T1, null, null);
    expect(replay.figures('now')).toEqual([]);
  });
});

describe('lotDifferences', () => {
  const figure = (code: string, current: number) => ({
    product_id: 'p',
    location_id: 'l',
    lot: code,
    current_stock: current,
    committed_stock: 0,
  });

  it('names lots that differ or are missing on either side', () => {
    expect(
      lotDifferences([figure('A', 2), figure('B', 1)], [figure('A', 2), figure('C', 4)], 'now'),
    ).toEqual([
      {
        product_id: 'p',
        location_id: 'l',
        lot: 'B',
        replayed: [1, 0],
        found: [0, 0],
        where: 'now',
      },
      {
        product_id: 'p',
        location_id: 'l',
        lot: 'C',
        replayed: [0, 0],
        found: [4, 0],
        where: 'now',
      },
    ]);
  });
});
