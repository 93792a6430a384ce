import {
  differences,
  entryTime,
  LedgerRow,
  LedgerWalk,
  ledgerEntry,
  ReplayEvent,
  StockReplay,
} from './replay';

const P = 'product-1';
const L = 'location-1';

function event(
  at: string,
  delta: [number, number],
  after: [number, number],
  position = '1/1',
): ReplayEvent {
  return {
    at,
    productId: P,
    locationId: L,
    deltaCurrent: delta[0],
    deltaCommitted: delta[1],
    afterCurrent: after[0],
    afterCommitted: after[1],
    position,
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

  it('shows an event that committed after a later-started one at that later time, never before it', () => {
    const replay = new StockReplay('2026-01-02T00:00:00.000Z');
    replay.add(event('2026-01-02T00:00:00.000Z', [4, 0], [4, 0]));
    // Its command started a day earlier, lost a race and committed after the event above.
    replay.add(event('2026-01-01T00:00:00.000Z', [1, 0], [5, 0]));
    expect(replay.shownAt).toBe('2026-01-02T00:00:00.000Z');
    expect(replay.figures()[0].current_stock).toBe(5);
    const before = new StockReplay('2026-01-01T12:00:00.000Z');
    before.add(event('2026-01-02T00:00:00.000Z', [4, 0], [4, 0]));
    before.add(event('2026-01-01T00:00:00.000Z', [1, 0], [5, 0]));
    expect(before.figures()).toEqual([]);
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

describe('LedgerWalk', () => {
  const changes = [
    event('2026-01-02T00:00:00.000Z', [4, 0], [4, 0], '10/1'),
    event('2026-01-01T00:00:00.000Z', [-1, 1], [3, 1], '10/2'),
    event('2026-01-03T00:00:00.000Z', [2, 0], [5, 1], '11/1'),
  ];
  /** A ledger row: its event, time, position, deltas and running figures. */
  const row = (
    id: string,
    at: string,
    position: [string, string],
    delta: [number, number],
    running: [number, number],
    terms = '= - -',
  ): LedgerRow => ({
    entry: `${P} ${L} ${entryTime(at)} ${delta[0]} ${delta[1]} ${running[0]} ${running[1]} ${terms} ${position[0]}/${position[1]}`,
    eventId: id,
    commit: position[0],
    prepare: position[1],
  });
  /** The ledger rows the events call for, in commit order: positions 10/1, 10/2, 11/1. */
  const rows: LedgerRow[] = [
    row('e1', '2026-01-02T00:00:00.000000Z', ['10', '1'], [4, 0], [4, 0]),
    row('e2', '2026-01-02T00:00:00.000000Z', ['10', '2'], [-1, 1], [3, 1]),
    row('e3', '2026-01-03T00:00:00.000000Z', ['11', '1'], [2, 0], [5, 1]),
  ];
  function walk(ledger: LedgerRow[]) {
    const replay = new StockReplay('2026-02-01T00:00:00.000Z');
    const walker = new LedgerWalk();
    for (const [i, change] of changes.entries()) {
      replay.add(change);
      walker.next(ledger[i], ledgerEntry(change, replay));
    }
    walker.end(ledger[changes.length]);
    return walker.mismatch;
  }

  it('finds nothing when the ledger lists the events in commit order at their shown times', () => {
    expect(walk(rows)).toBeUndefined();
  });

  it("names a row whose effective time or reason is not its event's", () => {
    const backDated = { ...changes[2], effectiveAt: '2026-01-01T12:00:00.000Z', reason: 'COUNT' };
    const replay = new StockReplay('2026-02-01T00:00:00.000Z');
    replay.add(changes[0]);
    replay.add(changes[1]);
    replay.add(backDated);
    // Times as seconds since 1970 with six decimals, as PostgreSQL's extract(epoch) writes them.
    expect(ledgerEntry(backDated, replay)).toBe(
      `${P} ${L} 1767398400.000000 2 0 5 1 1767268800.000000 COUNT - 11/1`,
    );
    const walker = new LedgerWalk(2, { commit: '10', prepare: '2' });
    walker.next(
      row('e3', '2026-01-03T00:00:00.000000Z', ['11', '1'], [2, 0], [5, 1], '= COUNT -'),
      ledgerEntry(backDated, replay),
    );
    expect(walker.mismatch).toMatchObject({
      row: 3,
      eventId: 'e3',
      reason: 'it applies at the time it is shown at, its event at 2026-01-01T12:00:00.000000Z',
    });
    const reasons = new LedgerWalk(2, { commit: '10', prepare: '2' });
    reasons.next(
      row(
        'e3',
        '2026-01-03T00:00:00.000000Z',
        ['11', '1'],
        [2, 0],
        [5, 1],
        `${entryTime('2026-01-01T12:00:00.000Z')} THEFT -`,
      ),
      ledgerEntry(backDated, replay),
    );
    expect(reasons.mismatch?.reason).toBe(
      "its reason or note (THEFT, note -) is not its event's (COUNT, note -)",
    );
  });

  it('names a row that comes after one that committed later', () => {
    const swapped = [rows[1], rows[0], rows[2]];
    expect(walk(swapped)).toMatchObject({ row: 1, eventId: 'e2' });
    // Even with the times rewritten to match, the positions give the order away.
    const relabelled: LedgerRow[] = [
      row('e2', '2026-01-02T00:00:00.000000Z', ['10', '2'], [4, 0], [4, 0]),
      row('e1', '2026-01-02T00:00:00.000000Z', ['10', '1'], [-1, 1], [3, 1]),
      rows[2],
    ];
    expect(walk(relabelled)).toEqual({
      row: 1,
      eventId: 'e2',
      position: '10/2',
      reason:
        'it is for the change at position 10/2, the events in commit order put the change at 10/1 there',
    });
  });

  it('names a row shown at its command time rather than after the change it committed after', () => {
    const byCommandTime = [
      rows[0],
      row('e2', '2026-01-01T00:00:00.000000Z', ['10', '2'], [-1, 1], [3, 1]),
      rows[2],
    ];
    expect(walk(byCommandTime)).toMatchObject({
      row: 2,
      eventId: 'e2',
      reason: expect.stringContaining(
        'the events in commit order put it at 2026-01-02T00:00:00.000000Z',
      ),
    });
  });

  it("names a row in commit order whose position is not its event's", () => {
    expect(
      walk([
        row('e0', '2026-01-02T00:00:00.000000Z', ['9', '9'], [4, 0], [4, 0]),
        ...rows.slice(1),
      ]),
    ).toEqual({
      row: 1,
      eventId: 'e0',
      position: '9/9',
      reason:
        'it is for the change at position 9/9, the events in commit order put the change at 10/1 there',
    });
  });

  it('names a row whose figures differ, a missing row and a row no event accounts for', () => {
    expect(
      walk([
        rows[0],
        row('e2', '2026-01-02T00:00:00.000000Z', ['10', '2'], [-1, 1], [9, 1]),
        rows[2],
      ]),
    ).toMatchObject({ row: 2, reason: expect.stringContaining('leaving 9/1') });
    expect(walk(rows.slice(0, 2))).toEqual({
      row: 3,
      eventId: '-',
      position: '-',
      reason: 'the ledger has no row for the stock event number 3',
    });
    expect(
      walk([...rows, row('e4', '2026-01-04T00:00:00.000000Z', ['12', '1'], [1, 0], [6, 1])]),
    ).toMatchObject({ row: 4, eventId: 'e4', reason: 'no stock event accounts for it' });
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
