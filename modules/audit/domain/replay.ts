/**
 * Stock recomputed from the raw events alone: each cell's figures are the running sums of its
 * events' deltas, never the levels the events or the read models carry.
 *
 * Events come in commit order (global position). Each is shown at the later of its command's
 * time and the time the provider's previous change is shown at, so times never run backwards
 * along the commit order: a command that lost a race and committed after commands that started
 * later is shown when they are, not before them. As of a moment, a cell stands at its last
 * event shown at or before it: every change committed by then, none committed after. This is
 * the ledger's rule; the replay computes it on its own and compares, row by row.
 */

export interface Figure {
  product_id: string;
  location_id: string;
  current_stock: number;
  committed_stock: number;
}

/** One stock event, as the replay needs it: when, where, its deltas and the level it carried. */
export interface ReplayEvent {
  /** Its command's time (ISO, `toISOString()` form). */
  at: string;
  productId: string;
  locationId: string;
  deltaCurrent: number;
  deltaCommitted: number;
  afterCurrent: number;
  afterCommitted: number;
  /** Its global position, as `formatPosition` writes it (commit/prepare). */
  position: string;
  /**
   * An ADJUST's effective time (ISO, `toISOString()` form) when it names one, its reason and the
   * SHA-256 (hex) of its note: absent or null for none.
   */
  effectiveAt?: string | null;
  reason?: string | null;
  noteHash?: string | null;
}

/**
 * What the replay reads of a stock event beside its figures, in this order: the effective
 * time, the reason and the note of an adjustment (read with `setTerms`).
 */
export const TERMS_FIELDS = [
  ['data', 'effectiveAt'],
  ['data', 'adjustment', 'reason'],
  ['data', 'adjustment', 'note'],
] as const;

/** Sets the event's terms from the values read for TERMS_FIELDS (`hash`: SHA-256 in hex). */
export function setTerms(
  event: ReplayEvent,
  effectiveAt: unknown,
  reason: unknown,
  note: unknown,
  hash: (text: string) => string,
): void {
  event.effectiveAt = effectiveAt ? isoText(effectiveAt) : null;
  event.reason = typeof reason === 'string' ? reason : null;
  event.noteHash = typeof note === 'string' ? hash(note) : null;
}

/** A time as `toISOString()` writes it (what the events carry already passes as it is). */
function isoText(time: unknown): string {
  if (typeof time === 'string' && time.length === 24 && time.endsWith('Z')) return time;
  return new Date(time as string).toISOString();
}

interface CellState {
  productId: string;
  locationId: string;
  current: number;
  committed: number;
  /** Whether an event at or before the moment was seen, and the figures it left. */
  seen: boolean;
  asOfCurrent: number;
  asOfCommitted: number;
}

/**
 * Folds one provider's events, in commit order, into figures as of `asOf` (ISO time); see the
 * module note. After each `add`, `shownAt`, `current` and `committed` are the time the event is
 * shown at and the running figures of its cell. The fold allocates nothing per event but a cell
 * the first time it sees one, since a replay runs through millions of events.
 */
export class StockReplay {
  /** Cells by location, then product: two lookups instead of a composite key per event. */
  private readonly cells = new Map<string, Map<string, CellState>>();
  /** Events whose carried level disagrees with the sum of the deltas before it. */
  readonly inconsistent: { at: string; productId: string; locationId: string }[] = [];
  /** The time the last event added is shown at ('' before any). */
  shownAt = '';
  /** The same as the ledger's entries write it (`entryTime`). */
  shownAtText = '';
  current = 0;
  committed = 0;

  constructor(private readonly asOf: string) {}

  add(event: ReplayEvent): void {
    // Both are toISOString() forms (UTC, milliseconds), which sort as text: no Date per event.
    if (event.at > this.shownAt) {
      this.shownAt = event.at;
      this.shownAtText = entryTime(event.at);
    }
    let location = this.cells.get(event.locationId);
    if (!location) {
      location = new Map();
      this.cells.set(event.locationId, location);
    }
    let cell = location.get(event.productId);
    if (!cell) {
      cell = {
        productId: event.productId,
        locationId: event.locationId,
        current: 0,
        committed: 0,
        seen: false,
        asOfCurrent: 0,
        asOfCommitted: 0,
      };
      location.set(event.productId, cell);
    }
    cell.current += event.deltaCurrent;
    cell.committed += event.deltaCommitted;
    this.current = cell.current;
    this.committed = cell.committed;
    if (cell.current !== event.afterCurrent || cell.committed !== event.afterCommitted)
      this.inconsistent.push({
        at: this.shownAt,
        productId: event.productId,
        locationId: event.locationId,
      });
    if (this.shownAt <= this.asOf) {
      cell.seen = true;
      cell.asOfCurrent = cell.current;
      cell.asOfCommitted = cell.committed;
    }
  }

  figures(): Figure[] {
    const figures: Figure[] = [];
    for (const location of this.cells.values())
      for (const cell of location.values())
        if (cell.seen)
          figures.push({
            product_id: cell.productId,
            location_id: cell.locationId,
            current_stock: cell.asOfCurrent,
            committed_stock: cell.asOfCommitted,
          });
    return figures;
  }
}

/**
 * A time (ISO, `toISOString()` form) as the ledger's entries write it: seconds since 1970 with
 * six decimals, as PostgreSQL writes `extract(epoch ...)` (an immutable function, which
 * `to_char` is not, so that PostgreSQL can keep each row's entry hashed beside it).
 */
export function entryTime(iso: string): string {
  const ms = Date.parse(iso);
  const magnitude = Math.abs(ms);
  return `${ms < 0 ? '-' : ''}${Math.floor(magnitude / 1000)}.${String(magnitude % 1000).padStart(3, '0')}000`;
}

/** An entry's time back in ISO form, to the microsecond, for messages. */
function isoOfEntryTime(text: string): string {
  const micros = Math.round(Number(text) * 1e6);
  const ms = Math.floor(micros / 1000);
  return `${new Date(ms).toISOString().slice(0, 23)}${String(micros - ms * 1000).padStart(3, '0')}Z`;
}

/**
 * The entry the ledger must hold for the event just replayed, as the ledger writes it:
 * `product location at dCurrent dCommitted runningCurrent runningCommitted effective reason
 * note position` (the time it is shown at, as `entryTime` writes it; effective `=` when the
 * change applies when shown, else its effective time; reason `-` for none; the note's
 * SHA-256, `-` for none; the event's position).
 */
export function ledgerEntry(event: ReplayEvent, replay: StockReplay): string {
  const effective =
    event.effectiveAt && event.effectiveAt < replay.shownAt ? entryTime(event.effectiveAt) : '=';
  return `${event.productId} ${event.locationId} ${replay.shownAtText} ${event.deltaCurrent} ${event.deltaCommitted} ${replay.current} ${replay.committed} ${effective} ${event.reason ?? '-'} ${event.noteHash ?? '-'} ${event.position}`;
}

/** One ledger row, in the order the ledger answers in (time, then position). */
export interface LedgerRow {
  entry: string;
  eventId: string;
  /** Its global position (decimal texts). */
  commit: string;
  prepare: string;
}

/** The first ledger row that is not what the events in commit order say it must be. */
export interface LedgerMismatch {
  /** 1-based, in the ledger's order. */
  row: number;
  /** The ledger row's event and position ('-' when the ledger has no such row). */
  eventId: string;
  position: string;
  reason: string;
}

/** Decimal texts of non-negative integers compared as numbers, without a BigInt per row. */
export function compareDecimal(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Why an entry is not the one expected, in words. */
function entryDifference(expected: string, found: string): string {
  const [product, location, at, dCurrent, dCommitted, current, committed] = found.split(' ');
  const want = expected.split(' ');
  if (product !== want[0] || location !== want[1])
    return `it is for product ${product} at ${location}, but the stock event committed there is for product ${want[0]} at ${want[1]}`;
  if (at !== want[2])
    return `it is shown at ${isoOfEntryTime(at)}, the events in commit order put it at ${isoOfEntryTime(want[2])}`;
  const [effective, reason, note, position] = found.split(' ').slice(7);
  const applies = (time: string) =>
    time === '=' ? 'the time it is shown at' : isoOfEntryTime(time);
  if (effective !== want[7])
    return `it applies at ${applies(effective)}, its event at ${applies(want[7])}`;
  if (reason !== want[8] || note !== want[9])
    return `its reason or note (${reason}, note ${note}) is not its event's (${want[8]}, note ${want[9]})`;
  if (
    dCurrent !== want[3] ||
    dCommitted !== want[4] ||
    current !== want[5] ||
    committed !== want[6] ||
    position === want[10]
  )
    return `it carries ${dCurrent}/${dCommitted} leaving ${current}/${committed} (current/committed), the events ${want[3]}/${want[4]} leaving ${want[5]}/${want[6]}`;
  return `it is for the change at position ${position}, the events in commit order put the change at ${want[10]} there`;
}

/**
 * Walks ledger rows beside the entries the events in commit order call for: row n of the
 * ledger, in its own order, must hold the n-th entry, and its position must come after the
 * previous row's. Only the first mismatch is kept: after it every row would differ. (The
 * replay compares pages by digest first and walks only a page whose digest differs.)
 */
export class LedgerWalk {
  mismatch?: LedgerMismatch;

  /** `rows`: how many rows came before, all as expected; `previous`: the last one's position. */
  constructor(
    private rows = 0,
    private previous?: { commit: string; prepare: string },
  ) {}

  /** Compares the next ledger row (undefined: the ledger has no more) with the expected entry. */
  next(row: LedgerRow | undefined, expected: string): void {
    if (this.mismatch) return;
    this.rows++;
    if (!row) {
      this.fail(undefined, `the ledger has no row for the stock event number ${this.rows}`);
      return;
    }
    const previous = this.previous;
    if (
      previous &&
      (compareDecimal(row.commit, previous.commit) ||
        compareDecimal(row.prepare, previous.prepare)) <= 0
    )
      this.fail(
        row,
        `it comes after position ${previous.commit}/${previous.prepare} in the ledger but committed before it`,
      );
    else if (row.entry !== expected) this.fail(row, entryDifference(expected, row.entry));
    this.previous = row;
  }

  /** After the last event: a ledger row left over is one no event accounts for. */
  end(leftOver: LedgerRow | undefined): void {
    if (this.mismatch || !leftOver) return;
    this.rows++;
    this.fail(leftOver, 'no stock event accounts for it');
  }

  private fail(row: LedgerRow | undefined, reason: string): void {
    this.mismatch = {
      row: this.rows,
      eventId: row ? row.eventId : '-',
      position: row ? `${row.commit}/${row.prepare}` : '-',
      reason,
    };
  }
}

export interface Difference {
  product_id: string;
  location_id: string;
  replayed: [number, number];
  ledger: [number, number];
}

/** Cells whose figures differ between two answers (missing on one side counts as zero). */
export function differences(replayed: readonly Figure[], ledger: readonly Figure[]): Difference[] {
  // By location, then product: no composite key per cell (a replay compares 200,000 of them).
  const unmatched = new Map<string, Map<string, Figure>>();
  for (const f of ledger) {
    let location = unmatched.get(f.location_id);
    if (!location) {
      location = new Map();
      unmatched.set(f.location_id, location);
    }
    location.set(f.product_id, f);
  }
  const found: Difference[] = [];
  const compare = (a: Figure | undefined, b: Figure | undefined) => {
    const mine: [number, number] = [a?.current_stock ?? 0, a?.committed_stock ?? 0];
    const theirs: [number, number] = [b?.current_stock ?? 0, b?.committed_stock ?? 0];
    if (mine[0] !== theirs[0] || mine[1] !== theirs[1]) {
      const { product_id, location_id } = (a ?? b)!;
      found.push({ product_id, location_id, replayed: mine, ledger: theirs });
    }
  };
  for (const f of replayed) {
    const location = unmatched.get(f.location_id);
    compare(f, location?.get(f.product_id));
    location?.delete(f.product_id);
  }
  for (const location of unmatched.values())
    for (const f of location.values()) compare(undefined, f);
  return found;
}
