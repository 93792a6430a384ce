/**
 * An auditor's report of a provider's stock over a period, built from what the ledger answers:
 * the figures as of the period's start and end (as known when the report is made), the period's
 * changes added up by type and reason, its adjustments one by one, the replay's verdict and the
 * signed checkpoint that covers it. Pure: the reads, names and times come in as arguments.
 *
 * A period runs after `from` and up to `to` included: a change at exactly `from` is part of the
 * opening figure. Every change counts in the period it applies to (its effective time), so a
 * correction recorded today and back-dated into the period counts there, and the opening plus
 * the period's changes is the closing figure, cell by cell.
 */

import type { MovementTotal, PeriodAdjustment, StockFigure } from '../../inventory';
import type {
  AuditReport,
  CheckpointCoverage,
  Figures,
  MovementLine,
  ReplayVerdict,
  ReportAdjustment,
  ReportCell,
  ReportCheckpoint,
  ReportValue,
} from './audit-report.types';
import type { LotDifference, LotInconsistency } from './lot-replay';
import { compareDecimal } from './replay';
import type { ValueDifference } from './value-replay';

/** A report asked for a location the provider does not have. */
export class UnknownReportLocation extends Error {
  readonly kind = 'invalid';
  constructor(locationId: string) {
    super(`location_id ${locationId} is not a location of this provider`);
  }
}

/**
 * What the ledger answers, as the report reads it: a cell's figures at a moment (the as-of
 * read), the period's changes of one type and reason in one cell added up, and one adjustment
 * of the period (the actor by id).
 */
export type CellFigures = StockFigure;
export type CellMovement = MovementTotal;
export type AdjustmentRow = PeriodAdjustment;

/** Names by id: products, locations and the people (or clients) who acted. */
export interface ReportNames {
  products: ReadonlyMap<string, string>;
  locations: ReadonlyMap<string, string>;
  actors: ReadonlyMap<string, string>;
}

export interface ReportInput {
  providerId: string;
  from: string;
  to: string;
  knownAt: string;
  /** Only this location's stock (the figures of others are left out). */
  locationId?: string;
  opening: readonly CellFigures[];
  closing: readonly CellFigures[];
  movements: readonly CellMovement[];
  adjustments: readonly AdjustmentRow[];
  adjustmentCount: number;
  names: ReportNames;
  replay: ReplayVerdict;
  checkpoint: CheckpointCoverage;
  /** Value and cost of goods effective by the period's start and by its end, per location. */
  value: {
    /** The moment the closing value stands at: the period's end, or when the report is made. */
    asOf: string;
    opening: readonly LocationValue[];
    closing: readonly LocationValue[];
    verified: boolean;
  };
}

/** What the stock value read model adds up for a location by a moment (unrounded). */
export interface LocationValue {
  location_id: string;
  value: number;
  cogs: number;
}

const TYPE_LABELS: Record<string, string> = {
  IN: 'Stock in',
  OUT: 'Stock out',
  ADJUST: 'Adjustment',
  ORDER: 'Order',
};
const EVENT_LABELS: Record<string, string> = {
  'ORDER placed': 'Order committed',
  'ORDER fulfilled': 'Order fulfilled',
  'ORDER cancelled': 'Order cancelled',
  'ORDER returned': 'Order returned to stock',
};
/** The order movements are listed in: stock in, orders in their life, out, adjustments. */
const TYPE_ORDER = ['IN', 'ORDER', 'OUT', 'ADJUST'];
const EVENT_ORDER = ['placed', 'fulfilled', 'cancelled', 'returned'];
const REASON_ORDER = ['COUNT', 'DAMAGE', 'THEFT', 'CORRECTION', 'OTHER'];

/** A stock change's type in words: "Stock in", "Order committed", "Stock out cancelled"… */
export function movementLabel(orderType: string, eventType: string): string {
  const exact = EVENT_LABELS[`${orderType} ${eventType}`];
  if (exact) return exact;
  const type = TYPE_LABELS[orderType] ?? orderType;
  return eventType === 'placed' ? type : `${type} ${eventType}`;
}

const rank = (order: readonly string[], value: string | null) => {
  const i = value === null ? -1 : order.indexOf(value);
  return i === -1 ? order.length : i;
};

/** The period's changes added up by type, event and reason, in a fixed order. */
export function movementLines(movements: readonly CellMovement[]): MovementLine[] {
  const lines = new Map<string, MovementLine>();
  for (const m of movements) {
    const key = `${m.order_type} ${m.event_type} ${m.reason ?? ''}`;
    let line = lines.get(key);
    if (!line) {
      line = {
        order_type: m.order_type,
        event_type: m.event_type,
        label: movementLabel(m.order_type, m.event_type),
        reason: m.reason,
        changes: 0,
        current: 0,
        committed: 0,
      };
      lines.set(key, line);
    }
    line.changes += m.changes;
    line.current += m.delta_current;
    line.committed += m.delta_committed;
  }
  return [...lines.values()].sort(
    (a, b) =>
      rank(TYPE_ORDER, a.order_type) - rank(TYPE_ORDER, b.order_type) ||
      a.order_type.localeCompare(b.order_type) ||
      rank(EVENT_ORDER, a.event_type) - rank(EVENT_ORDER, b.event_type) ||
      rank(REASON_ORDER, a.reason) - rank(REASON_ORDER, b.reason),
  );
}

const figures = (current: number, committed: number): Figures => ({
  current,
  committed,
  total: current + committed,
});

const byName = (a: string | null, b: string | null, aId: string, bId: string) =>
  (a ?? '').localeCompare(b ?? '', 'en', { sensitivity: 'base' }) || aId.localeCompare(bId);

/**
 * One row per product and location with stock or a change in the period (of the location
 * when one is given), by product name then location name: opening, change and closing.
 */
export function reportCells(
  opening: readonly CellFigures[],
  closing: readonly CellFigures[],
  movements: readonly CellMovement[],
  names: ReportNames,
  locationId?: string,
): ReportCell[] {
  interface Sums {
    product_id: string;
    location_id: string;
    opening: [number, number];
    closing: [number, number];
    change: [number, number];
    changes: number;
  }
  const cells = new Map<string, Sums>();
  const cell = (productId: string, location: string): Sums | undefined => {
    if (locationId !== undefined && location !== locationId) return undefined;
    const key = `${location} ${productId}`;
    let found = cells.get(key);
    if (!found) {
      found = {
        product_id: productId,
        location_id: location,
        opening: [0, 0],
        closing: [0, 0],
        change: [0, 0],
        changes: 0,
      };
      cells.set(key, found);
    }
    return found;
  };
  for (const f of opening) {
    const c = cell(f.product_id, f.location_id);
    if (c) c.opening = [f.current_stock, f.committed_stock];
  }
  for (const f of closing) {
    const c = cell(f.product_id, f.location_id);
    if (c) c.closing = [f.current_stock, f.committed_stock];
  }
  for (const m of movements) {
    const c = cell(m.product_id, m.location_id);
    if (!c) continue;
    c.change[0] += m.delta_current;
    c.change[1] += m.delta_committed;
    c.changes += m.changes;
  }
  return [...cells.values()]
    .filter(
      (c) => c.changes > 0 || c.opening.some((n) => n !== 0) || c.closing.some((n) => n !== 0),
    )
    .map(
      (c): ReportCell => ({
        product_id: c.product_id,
        product_name: names.products.get(c.product_id) ?? null,
        location_id: c.location_id,
        location_name: names.locations.get(c.location_id) ?? null,
        opening: figures(...c.opening),
        closing: figures(...c.closing),
        change: { current: c.change[0], committed: c.change[1] },
        changes: c.changes,
        reconciles:
          c.opening[0] + c.change[0] === c.closing[0] &&
          c.opening[1] + c.change[1] === c.closing[1],
      }),
    )
    .sort(
      (a, b) =>
        byName(a.product_name, b.product_name, a.product_id, b.product_id) ||
        byName(a.location_name, b.location_name, a.location_id, b.location_id),
    );
}

/** The adjustments, named: who made each, why, and both its times. */
export function reportAdjustments(
  rows: readonly AdjustmentRow[],
  names: ReportNames,
): ReportAdjustment[] {
  return rows.map((row) => ({
    event_id: row.event_id,
    order_id: row.order_id,
    position: row.position,
    product_id: row.product_id,
    product_name: names.products.get(row.product_id) ?? null,
    location_id: row.location_id,
    location_name: names.locations.get(row.location_id) ?? null,
    actor: {
      id: row.actor_id,
      type: row.actor_type,
      name: row.actor_id ? (names.actors.get(row.actor_id) ?? null) : null,
    },
    reason: row.reason,
    note: row.note,
    delta: row.delta_current,
    recorded_at: row.at,
    effective_at: row.effective_at,
    back_dated: row.effective_at < row.at,
  }));
}

/** What the replay found, as `replayStock` reports it (the parts the verdict reads). */
export interface ReplayFindings {
  events: number;
  cells: number;
  differences: readonly {
    product_id: string;
    location_id: string;
    replayed: readonly [number, number];
    ledger: readonly [number, number];
  }[];
  inconsistent: readonly { at: string; productId: string; locationId: string }[];
  ledger?: { row: number; eventId: string; position: string; reason: string };
  lots?: {
    differences: readonly LotDifference[];
    inconsistent: readonly LotInconsistency[];
  };
  value?: { differences: readonly ValueDifference[] };
}

const FIGURE_NAMES: Record<ValueDifference['figure'], string> = {
  units: 'units',
  value: 'value',
  average: 'average cost',
  cogs: 'cost of goods',
};

/** What the replay found wrong with the stock value, a sentence each. */
export function valueProblems(value: ReplayFindings['value']): string[] {
  if (!value) return [];
  return value.differences.map((d) => {
    if (d.where === 'day')
      return `Location ${d.location_id} on ${d.day}: the events say ${FIGURE_NAMES[d.figure]} ${d.replayed}, the day's totals ${d.found}.`;
    const what =
      d.product_id === null
        ? `Location ${d.location_id}`
        : `Product ${d.product_id}${d.lot ? ` lot ${d.lot}` : ''}${d.location_id === null ? '' : ` at ${d.location_id}`}`;
    const where = d.where === 'now' ? 'the value heads now' : 'the stock value as of the moment';
    return `${what}: the events say ${FIGURE_NAMES[d.figure]} ${d.replayed}, ${where} ${d.found}.`;
  });
}

/** What the replay found wrong with the lots, a sentence each. */
export function lotProblems(lots: ReplayFindings['lots']): string[] {
  if (!lots) return [];
  return [
    ...lots.inconsistent.map(
      (bad) =>
        `Event at ${bad.at} (product ${bad.productId} at ${bad.locationId}) carries figures of lot ${bad.lot} its lot deltas do not add up to.`,
    ),
    ...lots.differences.map(
      (d) =>
        `Lot ${d.lot} of product ${d.product_id} at ${d.location_id}: the events say ${d.replayed[0]} current / ${d.replayed[1]} committed, the lots ${d.where === 'now' ? 'now' : 'as of the moment'} ${d.found[0]} / ${d.found[1]}.`,
    ),
  ];
}

export const LEDGER_AGREES = 'The ledger agrees with the events, row by row in commit order.';

/** The replay's findings in words: agreement, or a line per problem. */
export function replayVerdict(findings: ReplayFindings, asOf: string): ReplayVerdict {
  const problems = [
    ...findings.inconsistent.map(
      (bad) =>
        `Event at ${bad.at} (product ${bad.productId} at ${bad.locationId}) carries a level its deltas do not add up to.`,
    ),
    ...(findings.ledger
      ? [
          `Ledger row ${findings.ledger.row} (event ${findings.ledger.eventId}, position ${findings.ledger.position}) is out of commit order or unlike its event: ${findings.ledger.reason}.`,
        ]
      : []),
    ...findings.differences.map(
      (d) =>
        `Product ${d.product_id} at ${d.location_id}: the events say ${d.replayed[0]} current / ${d.replayed[1]} committed, the ledger ${d.ledger[0]} / ${d.ledger[1]}.`,
    ),
    ...lotProblems(findings.lots),
    ...valueProblems(findings.value),
  ];
  return {
    agrees: problems.length === 0,
    summary:
      problems.length === 0
        ? LEDGER_AGREES
        : `The ledger disagrees with the events: ${problems.length} problem(s) found.`,
    problems,
    as_of: asOf,
    events: findings.events,
    cells: findings.cells,
  };
}

/** Whether a position ("commit/prepare") is at or after another. */
function reaches(position: string, needed: string): boolean {
  const [commit, prepare] = position.split('/');
  const [neededCommit, neededPrepare] = needed.split('/');
  return (compareDecimal(commit, neededCommit) || compareDecimal(prepare, neededPrepare)) >= 0;
}

/**
 * The newest of the provider's signed checkpoints (oldest first, as the file keeps them) that
 * reaches the newest change the report rests on: it vouches that none of those changes was
 * rewritten after it was signed. Null when none reaches that far (or none was signed).
 */
export function checkpointCoverage(
  checkpoints: readonly ReportCheckpoint[],
  needed: string | null,
): CheckpointCoverage {
  let covering: ReportCheckpoint | null = null;
  for (const c of checkpoints) if (needed === null || reaches(c.position, needed)) covering = c;
  if (covering)
    return {
      needed,
      checkpoint: covering,
      summary: `Covered by the checkpoint signed ${covering.time}: ${covering.count} stock events up to position ${covering.position}, root ${covering.root}.`,
    };
  return {
    needed,
    checkpoint: null,
    summary:
      checkpoints.length === 0
        ? 'No signed checkpoint covers the period: none has been signed yet.'
        : `No signed checkpoint covers the period yet: the newest reaches position ${checkpoints[checkpoints.length - 1].position}, the period's figures rest on position ${needed}.`,
  };
}

const add = (a: Figures, b: Figures): Figures =>
  figures(a.current + b.current, a.committed + b.committed);

/** The whole report from its parts. */
export function buildAuditReport(input: ReportInput): AuditReport {
  const cells = reportCells(
    input.opening,
    input.closing,
    input.movements,
    input.names,
    input.locationId,
  );
  const zero = figures(0, 0);
  return {
    provider_id: input.providerId,
    from: input.from,
    to: input.to,
    known_at: input.knownAt,
    location:
      input.locationId === undefined
        ? null
        : { id: input.locationId, name: input.names.locations.get(input.locationId) ?? null },
    cells,
    totals: {
      opening: cells.reduce((sum, c) => add(sum, c.opening), zero),
      change: {
        current: cells.reduce((sum, c) => sum + c.change.current, 0),
        committed: cells.reduce((sum, c) => sum + c.change.committed, 0),
      },
      closing: cells.reduce((sum, c) => add(sum, c.closing), zero),
      changes: cells.reduce((sum, c) => sum + c.changes, 0),
      reconciles: cells.every((c) => c.reconciles),
    },
    movements: movementLines(
      input.locationId === undefined
        ? input.movements
        : input.movements.filter((m) => m.location_id === input.locationId),
    ),
    adjustments: reportAdjustments(input.adjustments, input.names),
    adjustment_count: input.adjustmentCount,
    replay: input.replay,
    checkpoint: input.checkpoint,
    value: reportValue(input),
  };
}

const cents = (money: number) => Math.round(money * 100) / 100;

/**
 * The stock's value at the period's end (when the report is made, if earlier) per location (the
 * report's own when it has one) and in total, and the cost of goods sold in the period: what was
 * sold by its end less what was sold by its start.
 */
export function reportValue(
  input: Pick<ReportInput, 'value' | 'names' | 'locationId'>,
): ReportValue {
  const opening = new Map(input.value.opening.map((v) => [v.location_id, v.cogs]));
  const locations = input.value.closing
    .filter((v) => input.locationId === undefined || v.location_id === input.locationId)
    .map((v) => ({
      location_id: v.location_id,
      location_name: input.names.locations.get(v.location_id) ?? null,
      value: cents(v.value),
      cogs: cents(v.cogs - (opening.get(v.location_id) ?? 0)),
    }))
    .filter((v) => v.value !== 0 || v.cogs !== 0)
    .sort((a, b) => byName(a.location_name, b.location_name, a.location_id, b.location_id));
  return {
    as_of: input.value.asOf,
    locations,
    total: cents(locations.reduce((sum, v) => sum + v.value, 0)),
    cogs: cents(locations.reduce((sum, v) => sum + v.cogs, 0)),
    verified: input.value.verified,
  };
}

const REASON_NAMES: Record<string, string> = {
  COUNT: 'Count',
  DAMAGE: 'Damage',
  THEFT: 'Theft',
  CORRECTION: 'Correction',
  OTHER: 'Other',
};

/** An adjustment's reason as the Adjust screen names it ('' for none). */
export const reasonName = (reason: string | null): string =>
  reason === null ? '' : (REASON_NAMES[reason] ?? reason);

type Cell = string | number | boolean | null;

/**
 * The report as the rows of one CSV file: a heading block, then a section for the figures,
 * one for the movements and one for the adjustments, each with its own header line and a blank
 * line before it.
 */
export function auditReportRows(report: AuditReport): Cell[][] {
  return [
    ['Stock audit report'],
    ['provider_id', report.provider_id],
    ['from', report.from],
    ['to', report.to],
    ['location', report.location ? (report.location.name ?? report.location.id) : 'All locations'],
    ['known_at', report.known_at],
    ['replay', report.replay.summary],
    ...report.replay.problems.map((problem): Cell[] => ['', problem]),
    ['checkpoint', report.checkpoint.summary],
    [],
    ['Opening and closing stock'],
    [
      'product',
      'product_id',
      'location',
      'location_id',
      'opening_current',
      'opening_committed',
      'opening_total',
      'change_current',
      'change_committed',
      'changes',
      'closing_current',
      'closing_committed',
      'closing_total',
      'reconciles',
    ],
    ...report.cells.map((c): Cell[] => [
      c.product_name,
      c.product_id,
      c.location_name,
      c.location_id,
      c.opening.current,
      c.opening.committed,
      c.opening.total,
      c.change.current,
      c.change.committed,
      c.changes,
      c.closing.current,
      c.closing.committed,
      c.closing.total,
      c.reconciles ? 'yes' : 'no',
    ]),
    [
      'Total',
      '',
      '',
      '',
      report.totals.opening.current,
      report.totals.opening.committed,
      report.totals.opening.total,
      report.totals.change.current,
      report.totals.change.committed,
      report.totals.changes,
      report.totals.closing.current,
      report.totals.closing.committed,
      report.totals.closing.total,
      report.totals.reconciles ? 'yes' : 'no',
    ],
    [],
    ['Movements by type and reason'],
    ['type', 'order_type', 'event_type', 'reason', 'changes', 'current', 'committed'],
    ...report.movements.map((m): Cell[] => [
      m.label,
      m.order_type,
      m.event_type,
      reasonName(m.reason),
      m.changes,
      m.current,
      m.committed,
    ]),
    [],
    [`Adjustments (${report.adjustment_count})`],
    [
      'recorded_at',
      'effective_at',
      'back_dated',
      'product',
      'location',
      'actor',
      'reason',
      'note',
      'delta',
      'position',
      'event_id',
    ],
    ...report.adjustments.map((a): Cell[] => [
      a.recorded_at,
      a.effective_at,
      a.back_dated ? 'yes' : 'no',
      a.product_name ?? a.product_id,
      a.location_name ?? a.location_id,
      a.actor.name ?? a.actor.id,
      reasonName(a.reason),
      a.note,
      a.delta,
      a.position,
      a.event_id,
    ]),
    [],
    [`Stock value as of ${report.value.as_of}`],
    ['verified_by_replay', report.value.verified ? 'yes' : 'no'],
    ['location', 'location_id', 'value', 'cost_of_goods'],
    ...report.value.locations.map((v): Cell[] => [v.location_name, v.location_id, v.value, v.cogs]),
    ['Total', '', report.value.total, report.value.cogs],
  ];
}
