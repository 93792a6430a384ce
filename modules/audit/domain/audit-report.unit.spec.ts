import {
  auditReportRows,
  buildAuditReport,
  CellMovement,
  checkpointCoverage,
  movementLabel,
  movementLines,
  ReportInput,
  ReportNames,
  replayVerdict,
  reportCells,
} from './audit-report';
import type { ReportCheckpoint } from './audit-report.types';

const names: ReportNames = {
  products: new Map([
    ['p-apple', 'Apple'],
    ['p-pear', 'Pear'],
  ]),
  locations: new Map([
    ['l-main', 'Main'],
    ['l-dock', 'Dock'],
  ]),
  actors: new Map([['u-1', 'ann@example.test']]),
};

const move = (
  product: string,
  location: string,
  type: string,
  event: CellMovement['event_type'],
  reason: CellMovement['reason'],
  current: number,
  committed = 0,
  changes = 1,
): CellMovement => ({
  product_id: product,
  location_id: location,
  order_type: type,
  event_type: event,
  reason,
  changes,
  delta_current: current,
  delta_committed: committed,
});

const fig = (product: string, location: string, current: number, committed = 0) => ({
  product_id: product,
  location_id: location,
  current_stock: current,
  committed_stock: committed,
});

const checkpoint = (position: string, count: number): ReportCheckpoint => ({
  provider: 'prov',
  position,
  count,
  root: 'r'.repeat(64),
  head: 'h'.repeat(64),
  time: `2026-03-0${count}T00:00:00.000Z`,
  key: 'k'.repeat(64),
  signature: 's',
});

const agreeing = replayVerdict(
  { events: 3, cells: 2, differences: [], inconsistent: [] },
  '2026-03-31T00:00:00.000Z',
);

describe('audit report', () => {
  it('names each movement type, orders by their life', () => {
    expect(movementLabel('IN', 'placed')).toBe('Stock in');
    expect(movementLabel('ORDER', 'placed')).toBe('Order committed');
    expect(movementLabel('ORDER', 'fulfilled')).toBe('Order fulfilled');
    expect(movementLabel('ORDER', 'cancelled')).toBe('Order cancelled');
    expect(movementLabel('OUT', 'cancelled')).toBe('Stock out cancelled');
    expect(movementLabel('ADJUST', 'placed')).toBe('Adjustment');
  });

  it('adds up the movements of every cell by type and reason, in a fixed order', () => {
    const lines = movementLines([
      move('p-apple', 'l-main', 'ADJUST', 'placed', 'THEFT', -1),
      move('p-apple', 'l-main', 'ADJUST', 'placed', 'COUNT', -2),
      move('p-pear', 'l-dock', 'ADJUST', 'placed', 'COUNT', 5),
      move('p-apple', 'l-main', 'ORDER', 'fulfilled', null, 0, -3),
      move('p-apple', 'l-main', 'ORDER', 'placed', null, -3, 3),
      move('p-apple', 'l-main', 'IN', 'placed', null, 10, 0, 2),
      move('p-pear', 'l-dock', 'IN', 'placed', null, 4),
    ]);
    expect(lines.map((l) => [l.label, l.reason, l.changes, l.current, l.committed])).toEqual([
      ['Stock in', null, 3, 14, 0],
      ['Order committed', null, 1, -3, 3],
      ['Order fulfilled', null, 1, 0, -3],
      ['Adjustment', 'COUNT', 2, 3, 0],
      ['Adjustment', 'THEFT', 1, -1, 0],
    ]);
  });

  it('gives each cell its opening, change and closing, and says whether they reconcile', () => {
    const cells = reportCells(
      [fig('p-apple', 'l-main', 10), fig('p-pear', 'l-dock', 0)],
      [fig('p-apple', 'l-main', 4, 3), fig('p-pear', 'l-dock', 9)],
      [
        move('p-apple', 'l-main', 'ORDER', 'placed', null, -3, 3),
        move('p-apple', 'l-main', 'ADJUST', 'placed', 'COUNT', -3),
        move('p-pear', 'l-dock', 'IN', 'placed', null, 8),
      ],
      names,
    );
    expect(cells).toEqual([
      {
        product_id: 'p-apple',
        product_name: 'Apple',
        location_id: 'l-main',
        location_name: 'Main',
        opening: { current: 10, committed: 0, total: 10 },
        closing: { current: 4, committed: 3, total: 7 },
        change: { current: -6, committed: 3 },
        changes: 2,
        reconciles: true,
      },
      expect.objectContaining({
        product_name: 'Pear',
        opening: { current: 0, committed: 0, total: 0 },
        closing: { current: 9, committed: 0, total: 9 },
        change: { current: 8, committed: 0 },
        reconciles: false,
      }),
    ]);
  });

  it('keeps only the cells of the location asked for, and drops cells with nothing in them', () => {
    const cells = reportCells(
      [fig('p-apple', 'l-main', 2), fig('p-apple', 'l-dock', 5), fig('p-pear', 'l-main', 0)],
      [fig('p-apple', 'l-main', 2), fig('p-apple', 'l-dock', 5), fig('p-pear', 'l-main', 0)],
      [],
      names,
      'l-main',
    );
    expect(cells.map((c) => [c.product_name, c.location_name])).toEqual([['Apple', 'Main']]);
  });

  it('sorts cells by product name, then location name', () => {
    const cells = reportCells(
      [],
      [fig('p-pear', 'l-main', 1), fig('p-apple', 'l-main', 1), fig('p-apple', 'l-dock', 1)],
      [],
      names,
    );
    expect(cells.map((c) => `${c.product_name}@${c.location_name}`)).toEqual([
      'Apple@Dock',
      'Apple@Main',
      'Pear@Main',
    ]);
  });

  it('states agreement, or a line per problem the replay found', () => {
    expect(agreeing).toMatchObject({
      agrees: true,
      summary: 'The ledger agrees with the events, row by row in commit order.',
      problems: [],
      events: 3,
    });
    const bad = replayVerdict(
      {
        events: 3,
        cells: 2,
        differences: [
          { product_id: 'p-apple', location_id: 'l-main', replayed: [4, 0], ledger: [5, 0] },
        ],
        inconsistent: [],
        ledger: { row: 2, eventId: 'e-2', position: '7/7', reason: 'it carries 1/0' },
      },
      '2026-03-31T00:00:00.000Z',
    );
    expect(bad.agrees).toBe(false);
    expect(bad.summary).toBe('The ledger disagrees with the events: 2 problem(s) found.');
    expect(bad.problems).toEqual([
      'Ledger row 2 (event e-2, position 7/7) is out of commit order or unlike its event: it carries 1/0.',
      'Product p-apple at l-main: the events say 4 current / 0 committed, the ledger 5 / 0.',
    ]);
  });

  it('picks the newest signed checkpoint that reaches the last change the period rests on', () => {
    const signed = [checkpoint('100/100', 1), checkpoint('900/900', 2), checkpoint('1000/1000', 3)];
    // Positions compare as numbers: 900 comes before 1000.
    expect(checkpointCoverage(signed, '950/950').checkpoint?.position).toBe('1000/1000');
    expect(checkpointCoverage(signed, '100/100').checkpoint?.position).toBe('1000/1000');
    expect(checkpointCoverage(signed, null).checkpoint?.count).toBe(3);
    expect(checkpointCoverage(signed, '1000/1000').summary).toMatch(
      /^Covered by the checkpoint signed 2026-03-03T00:00:00.000Z: 3 stock events up to position 1000\/1000/,
    );
  });

  it('says why no checkpoint covers the period', () => {
    expect(checkpointCoverage([], '5/5')).toEqual({
      needed: '5/5',
      checkpoint: null,
      summary: 'No signed checkpoint covers the period: none has been signed yet.',
    });
    expect(checkpointCoverage([checkpoint('4/4', 1)], '5/5').summary).toBe(
      "No signed checkpoint covers the period yet: the newest reaches position 4/4, the period's figures rest on position 5/5.",
    );
  });

  const input: ReportInput = {
    providerId: 'prov',
    from: '2026-03-01T00:00:00.000Z',
    to: '2026-03-31T00:00:00.000Z',
    knownAt: '2026-04-02T00:00:00.000Z',
    opening: [fig('p-apple', 'l-main', 10), fig('p-apple', 'l-dock', 1)],
    closing: [fig('p-apple', 'l-main', 7), fig('p-apple', 'l-dock', 1)],
    movements: [move('p-apple', 'l-main', 'ADJUST', 'placed', 'COUNT', -3)],
    adjustments: [
      {
        event_id: 'e-1',
        order_id: 'o-1',
        product_id: 'p-apple',
        location_id: 'l-main',
        at: '2026-04-01T09:00:00.000Z',
        effective_at: '2026-03-15T09:00:00.000Z',
        position: '12/12',
        actor_id: 'u-1',
        actor_type: 'user',
        reason: 'COUNT',
        note: '=shelf 4B',
        delta_current: -3,
      },
    ],
    adjustmentCount: 1,
    names,
    replay: agreeing,
    checkpoint: checkpointCoverage([], '12/12'),
    value: {
      asOf: '2026-03-31T00:00:00.000Z',
      opening: [{ location_id: 'l-main', value: 20, cogs: 1.5 }],
      closing: [
        { location_id: 'l-main', value: 14.00004, cogs: 7.5 },
        { location_id: 'l-dock', value: 2.5, cogs: 0 },
      ],
      verified: true,
    },
  };

  it("values the stock at the period's end per location and costs the goods sold in it", () => {
    expect(buildAuditReport(input).value).toEqual({
      as_of: '2026-03-31T00:00:00.000Z',
      locations: [
        { location_id: 'l-dock', location_name: 'Dock', value: 2.5, cogs: 0 },
        { location_id: 'l-main', location_name: 'Main', value: 14, cogs: 6 },
      ],
      total: 16.5,
      cogs: 6,
      verified: true,
    });
    const located = buildAuditReport({ ...input, locationId: 'l-dock' }).value;
    expect(located.locations.map((v) => v.location_id)).toEqual(['l-dock']);
    expect(located.total).toBe(2.5);
  });

  it('names each value difference the replay found: product, lot, location and both figures', () => {
    const verdict = replayVerdict(
      {
        events: 3,
        cells: 2,
        differences: [],
        inconsistent: [],
        value: {
          differences: [
            {
              where: 'now',
              product_id: 'p-apple',
              lot: 'L1',
              location_id: null,
              figure: 'value',
              replayed: 30,
              found: 31,
            },
            {
              where: 'as_of',
              product_id: null,
              lot: null,
              location_id: 'l-main',
              figure: 'cogs',
              replayed: 2,
              found: 0,
            },
          ],
        },
      },
      '2026-03-31T00:00:00.000Z',
    );
    expect(verdict.agrees).toBe(false);
    expect(verdict.problems).toEqual([
      'Product p-apple lot L1: the events say value 30, the value heads now 31.',
      'Location l-main: the events say cost of goods 2, the stock value as of the moment 0.',
    ]);
  });

  it('builds the whole report: totals, movements and each adjustment with who, why and when', () => {
    const report = buildAuditReport(input);
    expect(report.totals).toEqual({
      opening: { current: 11, committed: 0, total: 11 },
      change: { current: -3, committed: 0 },
      closing: { current: 8, committed: 0, total: 8 },
      changes: 1,
      reconciles: true,
    });
    expect(report.location).toBeNull();
    expect(report.adjustments).toEqual([
      expect.objectContaining({
        product_name: 'Apple',
        location_name: 'Main',
        actor: { id: 'u-1', type: 'user', name: 'ann@example.test' },
        reason: 'COUNT',
        note: '=shelf 4B',
        delta: -3,
        recorded_at: '2026-04-01T09:00:00.000Z',
        effective_at: '2026-03-15T09:00:00.000Z',
        back_dated: true,
      }),
    ]);
    const located = buildAuditReport({ ...input, locationId: 'l-dock' });
    expect(located.location).toEqual({ id: 'l-dock', name: 'Dock' });
    expect(located.cells).toHaveLength(1);
    expect(located.movements).toEqual([]);
  });

  it('lays the report out as CSV rows: a heading block, then figures, movements, adjustments', () => {
    const rows = auditReportRows(buildAuditReport(input));
    const at = (title: string) => rows.findIndex((row) => row[0] === title);
    expect(rows[0]).toEqual(['Stock audit report']);
    expect(rows).toContainEqual(['location', 'All locations']);
    expect(rows).toContainEqual([
      'replay',
      'The ledger agrees with the events, row by row in commit order.',
    ]);
    const figures = at('Opening and closing stock');
    expect(rows[figures + 2]).toEqual([
      'Apple',
      'p-apple',
      'Dock',
      'l-dock',
      1,
      0,
      1,
      0,
      0,
      0,
      1,
      0,
      1,
      'yes',
    ]);
    expect(rows[figures + 4]).toEqual(['Total', '', '', '', 11, 0, 11, -3, 0, 1, 8, 0, 8, 'yes']);
    const movements = at('Movements by type and reason');
    expect(rows[movements + 2]).toEqual(['Adjustment', 'ADJUST', 'placed', 'Count', 1, -3, 0]);
    const adjustments = at('Adjustments (1)');
    expect(rows[adjustments + 2]).toEqual([
      '2026-04-01T09:00:00.000Z',
      '2026-03-15T09:00:00.000Z',
      'yes',
      'Apple',
      'Main',
      'ann@example.test',
      'Count',
      '=shelf 4B',
      -3,
      '12/12',
      'e-1',
    ]);
    const value = at('Stock value as of 2026-03-31T00:00:00.000Z');
    expect(rows[value + 1]).toEqual(['verified_by_replay', 'yes']);
    expect(rows[value + 3]).toEqual(['Dock', 'l-dock', 2.5, 0]);
    expect(rows[value + 5]).toEqual(['Total', '', 16.5, 6]);
  });
});
