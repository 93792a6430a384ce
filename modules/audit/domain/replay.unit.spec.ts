import { differences, ReplayEvent, StockReplay } from './replay';

const P = 'product-1';
const L = 'location-1';

function event(at: string, delta: [number, number], after: [number, number]): ReplayEvent {
  return {
    at,
    productId: P,
    locationId: L,
    deltaCurrent: delta[0],
    deltaCommitted: delta[1],
    afterCurrent: after[0],
    afterCommitted: after[1],
  };
}

describe('StockReplay', () => {
  it('sums the deltas of a cell up to the moment asked for', () => {
    const replay = new StockReplay('2026-01-02T00:00:00.000Z');
    replay.add(event('2026-01-01T00:00:00.000Z', [10, 0], [10, 0]));
    replay.add(event('2026-01-01T12:00:00.000Z', [-3, 3], [7, 3]));
    replay.add(event('2026-01-03T00:00:00.000Z', [5, 0], [12, 3]));
    expect(replay.figures()).toEqual([
      { product_id: P, location_id: L, current_stock: 7, committed_stock: 3 },
    ]);
    expect(replay.inconsistent).toEqual([]);
  });

  it('counts an event at exactly the moment, and the later of two events at the same time', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const replay = new StockReplay(at);
    replay.add(event(at, [4, 0], [4, 0]));
    replay.add(event(at, [1, 0], [5, 0]));
    expect(replay.figures()[0].current_stock).toBe(5);
  });

  it('keeps the figures of the latest time when a later event carries an earlier time', () => {
    const replay = new StockReplay('2026-01-05T00:00:00.000Z');
    replay.add(event('2026-01-02T00:00:00.000Z', [4, 0], [4, 0]));
    replay.add(event('2026-01-01T00:00:00.000Z', [1, 0], [5, 0]));
    expect(replay.figures()[0].current_stock).toBe(4);
  });

  it('leaves out a cell whose first event comes after the moment', () => {
    const replay = new StockReplay('2026-01-01T00:00:00.000Z');
    replay.add(event('2026-01-02T00:00:00.000Z', [4, 0], [4, 0]));
    expect(replay.figures()).toEqual([]);
  });

  it('names an event whose carried level disagrees with the sum of the deltas', () => {
    const replay = new StockReplay('2026-02-01T00:00:00.000Z');
    replay.add(event('2026-01-01T00:00:00.000Z', [4, 0], [4, 0]));
    replay.add(event('2026-01-02T00:00:00.000Z', [1, 0], [9, 0]));
    expect(replay.inconsistent).toEqual([
      { at: '2026-01-02T00:00:00.000Z', productId: P, locationId: L },
    ]);
  });
});

describe('differences', () => {
  const figure = (product_id: string, current_stock: number, committed_stock = 0) => ({
    product_id,
    location_id: L,
    current_stock,
    committed_stock,
  });

  it('finds nothing when both answers agree, in any order', () => {
    expect(differences([figure('a', 1), figure('b', 2)], [figure('b', 2), figure('a', 1)])).toEqual(
      [],
    );
  });

  it('names a cell whose figures differ, and one missing on either side', () => {
    expect(
      differences([figure('a', 1), figure('b', 2, 1)], [figure('a', 3), figure('c', 4)]),
    ).toEqual([
      { product_id: 'a', location_id: L, replayed: [1, 0], ledger: [3, 0] },
      { product_id: 'b', location_id: L, replayed: [2, 1], ledger: [0, 0] },
      { product_id: 'c', location_id: L, replayed: [0, 0], ledger: [4, 0] },
    ]);
  });

  it('counts a missing cell as zero', () => {
    expect(differences([figure('a', 0)], [])).toEqual([]);
  });
});
