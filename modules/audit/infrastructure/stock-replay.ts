import { hash } from 'node:crypto';
import { PoolClient } from 'pg';
import {
  currentLotFigures,
  LedgerKey,
  ledgerDigest,
  ledgerRows,
  lotFiguresAsOf,
  StockValuesReadModel,
  stockAsOf,
  stockLedgerProjection,
  stockLotsProjection,
  stockValuesProjection,
} from '../../inventory';
import {
  comparePositions,
  Database,
  EventStore,
  isoTime,
  Position,
  Progress,
  parsePosition,
  readCheckpoints,
  START,
} from '../../platform';
import {
  LotDifference,
  LotEntry,
  LotInconsistency,
  LotReplay,
  lotDifferences,
} from '../domain/lot-replay';
import {
  differences,
  LedgerMismatch,
  LedgerWalk,
  ledgerEntry,
  ReplayEvent,
  StockReplay,
  setTerms,
} from '../domain/replay';
import { CorrectedLine, ValueChange, ValueDifference, ValueReplay } from '../domain/value-replay';
import { sha256 } from './hashes';
import { stockFacts } from './stock-pages';

/** A SHA-256 hash's length: a page's digest is over its rows' hashes one after the other. */
const HASH_BYTES = 32;
/** Ledger rows a digest covers. */
const LEDGER_PAGE = 10_000;

export interface ReplayReport {
  events: number;
  cells: number;
  differences: ReturnType<typeof differences>;
  inconsistent: StockReplay['inconsistent'];
  /** The first ledger row out of commit order or unlike its event, if any. */
  ledger?: LedgerMismatch;
  /**
   * The lots, folded from the same events: events whose lot levels their lot deltas do not add
   * up to, and lots whose figures the lots read model has otherwise, as of the moment and now
   * (`now` is left out while the lots read model stands ahead of the ledger: it has changes the
   * replay does not read).
   */
  lots: { checked: number; differences: LotDifference[]; inconsistent: LotInconsistency[] };
  /**
   * The value, folded from the same events and the receipts' cost corrections by the value
   * projection's fold, as far as the projection had reached: the events valued, and where the
   * projection's heads (now) or its value and cost of goods effective by the moment (per
   * product, lot and location, and per location as its read model answers) differ.
   */
  value: { checked: number; differences: ValueDifference[] };
}

/**
 * Folds the provider's raw stock events in commit order (deltas only), checks the whole ledger
 * against them, and compares the figures as of `asOf` with the ledger's answer for that moment.
 * The ledger's n-th row, in the order it answers in, must be the n-th event in commit order,
 * shown at the replay's time with the replay's figures and its position: the replay hashes
 * the entries it expects and compares them with the ledger's row hashes (each row's entry,
 * hashed by PostgreSQL on the row's insert and any update), a page at a time, and only a page
 * whose hashes differ is read row by row, to name its first wrong row.
 *
 * The ledger is read in one snapshot, and the events up to the position its projection had
 * reached in that snapshot: on a live system the ledger is a moment behind the events, and
 * orders go on while the replay runs, and neither is a difference.
 */
export function replayStock(
  db: Database,
  store: EventStore,
  providerId: string,
  asOf: Date,
  onProgress?: (progress: Progress) => void,
): Promise<ReplayReport> {
  return db.transaction(async (ledger) => {
    const checkpoints = await readCheckpoints(ledger, [
      stockLedgerProjection.name,
      stockLotsProjection.name,
      stockValuesProjection.name,
    ]);
    const at = (name: string) =>
      checkpoints.find((checkpoint) => checkpoint.name === name)?.position ?? START;
    return replayUntil(
      ledger,
      store,
      providerId,
      asOf,
      {
        ledger: at(stockLedgerProjection.name),
        lots: at(stockLotsProjection.name),
        // None before the value projection first ran: its tables may not be there yet.
        value: checkpoints.some((c) => c.name === stockValuesProjection.name)
          ? at(stockValuesProjection.name)
          : null,
      },
      onProgress,
    );
  }, 'REPEATABLE READ');
}

async function replayUntil(
  db: PoolClient,
  store: EventStore,
  providerId: string,
  asOf: Date,
  until: { ledger: Position; lots: Position; value: Position | null },
  onProgress?: (progress: Progress) => void,
): Promise<ReplayReport> {
  // The ledger's answer and its first page's digest are asked for while the events are folded,
  // on the one connection of the snapshot, one statement after another (pg queues them, but
  // will refuse a statement sent while another runs).
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(query: () => Promise<T>): Promise<T> => {
    const next = queue.then(query);
    queue = next.catch(() => undefined);
    return next;
  };
  const answer = inTurn(() => stockAsOf(db, providerId, asOf));
  answer.catch(() => undefined);
  const replay = new StockReplay(asOf.toISOString());
  const lots = new LotReplay(asOf.toISOString());
  let lotEvents = 0;
  let lotsBound = false;
  const value = new ValueReplay(providerId, asOf.toISOString());
  // The value projection behind the ledger: its figures stop at its position. Ahead of it: the
  // events between are walked after the ledger's.
  const valueAt = until.value ?? START;
  const valueBehind = comparePositions(valueAt, until.ledger) < 0;
  let valueBounded = false;
  const event: ReplayEvent = {
    at: '',
    productId: '',
    locationId: '',
    deltaCurrent: 0,
    deltaCommitted: 0,
    afterCurrent: 0,
    afterCommitted: 0,
    position: '',
  };
  let events = 0;
  let mismatch: LedgerMismatch | undefined;
  /** Rows before the page, all as expected, and the last one's key. */
  let checked = 0;
  let previous: LedgerKey | undefined;
  /** The page's entries as the events call for them, and their hashes one after the other. */
  let expected: string[] = [];
  const hashes = Buffer.alloc(LEDGER_PAGE * HASH_BYTES);
  /**
   * The page's digest, asked for when the page before it checked out: PostgreSQL works it out
   * while the page's events are folded here.
   */
  const readPage = () => {
    const after = previous;
    const page = inTurn(() => ledgerDigest(db, providerId, after, LEDGER_PAGE));
    page.catch(() => undefined);
    return page;
  };
  let page = readPage();

  /** Reads the page row by row and names its first row that is not as expected. */
  const walkPage = async (rows: number) => {
    const walk = new LedgerWalk(checked, previous);
    const found = await inTurn(() => ledgerRows(db, providerId, previous, rows));
    for (const [i, entry] of expected.entries()) walk.next(found[i], entry);
    walk.end(found[expected.length]);
    mismatch = walk.mismatch ?? {
      row: checked + 1,
      eventId: found[0]?.eventId ?? '-',
      position: found[0] ? `${found[0].commit}/${found[0].prepare}` : '-',
      reason: 'the page of the ledger it starts differs from the events, though no row does',
    };
  };
  /**
   * Compares the page's expected entries (all of them, or the last ones) with the ledger's page:
   * by digest, then row by row. After a full page that checks out, asks for the next.
   */
  const checkPage = async () => {
    const found = await page;
    if (found.rows === 0 && expected.length === 0) return;
    const mine = hash('sha256', hashes.subarray(0, expected.length * HASH_BYTES), 'hex');
    if (found.rows !== expected.length || found.digest !== mine) {
      await walkPage(Math.max(found.rows, expected.length + 1));
      return;
    }
    checked += expected.length;
    const [commit, prepare] = event.position.split('/');
    previous = { at: replay.shownAt, commit, prepare };
    expected = [];
    page = readPage();
  };

  try {
    for await (const facts of stockFacts(store, onProgress, until.ledger))
      for (const row of facts) {
        // In the order of REPLAY_FIELDS.
        const [
          provider,
          productId,
          locationId,
          dCurrent,
          dCommitted,
          aCurrent,
          aCommitted,
          at,
          effectiveAt,
          reason,
          note,
          position,
          lotDeltas,
          lotLevels,
        ] = row;
        if (provider !== providerId) continue;
        if (
          valueBehind &&
          !valueBounded &&
          comparePositions(parsePosition(position as string), valueAt) > 0
        ) {
          value.bound();
          valueBounded = true;
        }
        if (foldValue(value, row)) continue;
        events++;
        // One object reused: the fold and the entry read it before the next event.
        event.at = isoTime(at);
        event.productId = productId as string;
        event.locationId = locationId as string;
        event.deltaCurrent = Number(dCurrent);
        event.deltaCommitted = Number(dCommitted);
        event.afterCurrent = Number(aCurrent);
        event.afterCommitted = Number(aCommitted);
        event.position = position as string;
        setTerms(event, effectiveAt, reason, note, sha256);
        replay.add(event);
        if (lotDeltas !== null || lotLevels !== null) {
          lotEvents++;
          if (!lotsBound && comparePositions(parsePosition(event.position), until.lots) > 0) {
            lots.bound();
            lotsBound = true;
          }
          lots.add(
            event.productId,
            event.locationId,
            replay.shownAt,
            lotEntries(lotDeltas),
            lotEntries(lotLevels),
          );
        }
        if (mismatch) continue;
        const entry = ledgerEntry(event, replay);
        hashes.set(hash('sha256', entry, 'buffer'), expected.length * HASH_BYTES);
        expected.push(entry);
        if (expected.length === LEDGER_PAGE) await checkPage();
      }
    // Events all folded: the last page, partly expected or not at all, must end the ledger.
    if (!mismatch) await checkPage();
  } finally {
    await page.catch(() => undefined);
  }
  if (comparePositions(valueAt, until.ledger) > 0)
    for await (const facts of stockFacts(store, undefined, valueAt, until.ledger))
      for (const row of facts) if (row[0] === providerId) foldValue(value, row);
  await queue;
  const stored =
    until.value === null
      ? { heads: [], changes: [], locations: [], days: [] }
      : await StockValuesReadModel.auditFigures(db, providerId, asOf, true);
  const replayed = replay.figures();
  const lotsAhead = comparePositions(until.lots, until.ledger) > 0;
  return {
    events,
    cells: replayed.length,
    differences: differences(replayed, await answer),
    inconsistent: replay.inconsistent,
    ...(mismatch ? { ledger: mismatch } : {}),
    lots: {
      checked: lotEvents,
      differences: [
        ...lotDifferences(
          lots.figures('as_of'),
          await lotFiguresAsOf(db, providerId, asOf),
          'as_of',
        ),
        ...(lotsAhead
          ? []
          : lotDifferences(lots.figures('now'), await currentLotFigures(db, providerId), 'now')),
      ],
      inconsistent: lots.inconsistent,
    },
    value: {
      checked: value.checked,
      differences: value.differences(stored.heads, stored.changes, stored.locations, stored.days),
    },
  };
}

/** The fold's view of a stock change, one object for the whole walk (the fold copies nothing). */
const change: ValueChange & { delta: { current: number; committed: number; inTransit?: number } } =
  {
    providerId: '',
    productId: '',
    orderId: '',
    delta: { current: 0, committed: 0, inTransit: 0 },
    orderType: 'IN',
    reason: 'placed',
    unitCost: undefined,
    lots: undefined,
  };

/**
 * Values one event read with REPLAY_FIELDS: a stock change, or a cost correction (true: it is
 * one, and nothing else of the replay reads it).
 */
function foldValue(value: ValueReplay, row: (string | null)[]): boolean {
  // By index, in the order of REPLAY_FIELDS: no array made per event.
  const locationId = row[2] as string;
  const lines = row[19];
  if (lines !== null) {
    value.costCorrected(JSON.parse(lines) as CorrectedLine[], locationId, isoTime(row[7]), row[8]);
    return true;
  }
  const inTransit = row[18];
  const current = Number(row[3]);
  const committed = Number(row[4]);
  const transit = inTransit === null ? 0 : Number(inTransit);
  // An order's placement (half of a real log) moves no owned units and no lot: nothing to value.
  if (row[12] === null && current + committed + transit === 0) return false;
  const unitCost = row[17];
  change.providerId = row[0] as string;
  change.productId = row[1] as string;
  change.orderId = row[14] as string;
  change.delta.current = current;
  change.delta.committed = committed;
  change.delta.inTransit = transit;
  change.orderType = row[15] as ValueChange['orderType'];
  change.reason = row[16] as ValueChange['reason'];
  change.unitCost = unitCost === null ? undefined : Number(unitCost);
  change.lots = (lotEntries(row[12]) ?? undefined) as ValueChange['lots'];
  value.stockChanged(change, locationId, isoTime(row[7]), row[8]);
  return false;
}

/** A lot field as read (JSON text, or null): its lots' codes and figures. */
function lotEntries(value: unknown): LotEntry[] | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as LotEntry[];
}
