// The stock events of the whole store, read in pages for the audit's long walks (replay, chain).
import { STOCK_CHANGED, STOCK_COST_CORRECTED } from '../../inventory';
import {
  beforeNextPage,
  EventFieldPath,
  EventStore,
  formatPosition,
  Position,
  PostgresEventStore,
  Progress,
  RecordedEvent,
  START,
  WalkEnd,
} from '../../platform';
import { compactJsonb, eventText } from '../domain/chain';
import { TERMS_FIELDS } from '../domain/replay';
import { providerOf } from '../projections/stock-chain/stock-chain.projection';

const PAGE = 10_000;
/**
 * Whole events come in smaller pages: a page of 10,000 decoded events outlives the young
 * generation and is promoted, and collecting it cost as much as hashing it (measured: the
 * garbage collector's share of a verification fell fivefold at 2,000).
 */
const EVENT_PAGE = 2_000;

/**
 * Every stock event of the store, in global order, a page at a time (`read` gives a page after
 * a position). The next page is read while the caller works through this one, so the
 * database and the fold overlap. Pages, not events, are yielded: a promise per event costs
 * more than the fold itself over millions of them.
 *
 * Without `until` the walk ends at the log's visible head, with it at `until` (WalkEnd). It
 * starts after `from`, the log's start unless given.
 */
async function* stockPages<P>(
  store: EventStore,
  read: (after: Position) => Promise<{ page: P; count: number; scannedTo: Position }>,
  onProgress?: (progress: Progress) => void,
  size = PAGE,
  until?: Position,
  types: readonly string[] = [STOCK_CHANGED],
  from: Position = START,
): AsyncGenerator<P> {
  let processed = 0;
  const total = onProgress
    ? await store.countAfter(from, { types, cap: Number.MAX_SAFE_INTEGER })
    : 0;
  const prefetch = (after: Position, before: Promise<void> = Promise.resolve()) => {
    const page = before.then(() => read(after));
    // A caller that stops early (a broken link) leaves the prefetched page unread.
    page.catch(() => undefined);
    return page;
  };
  const end = new WalkEnd(until);
  let next = prefetch(from);
  for (;;) {
    const { page, count, scannedTo } = await next;
    const step = end.after(count, size, scannedTo);
    if (step !== 'done') next = prefetch(scannedTo, beforeNextPage(step));
    yield page;
    processed += count;
    onProgress?.({ processed, total: Math.max(total, processed) });
    if (step === 'done') return;
  }
}

/** What the replay reads of each stock event, and nothing else. */
const REPLAY_FIELDS: readonly EventFieldPath[] = [
  ['data', 'providerId'],
  ['data', 'productId'],
  ['data', 'locationId'],
  ['data', 'delta', 'current'],
  ['data', 'delta', 'committed'],
  ['data', 'after', 'current'],
  ['data', 'after', 'committed'],
  ['occurredAt'],
  ...TERMS_FIELDS,
  ['position'],
  // What the change did to each lot, and every lot of the stock after it (JSON, or null for a
  // stock that never held a lot).
  ['data', 'lots'],
  ['data', 'after', 'lots'],
  // What the value fold reads beside them (ValueFold), and a cost correction's lines (JSON; null
  // for a stock change: how the two types are told apart, as no field names the type).
  ['data', 'orderId'],
  ['data', 'orderType'],
  ['data', 'reason'],
  ['data', 'unitCost'],
  ['data', 'delta', 'inTransit'],
  ['data', 'lines'],
];

/** The events the replay walks: the stock changes, and the receipts' cost corrections. */
const REPLAY_TYPES = [STOCK_CHANGED, STOCK_COST_CORRECTED];

/**
 * The replay's fields of every stock event and cost correction, after `from` (the start unless
 * given) and up to `until` (inclusive) when given.
 */
export const stockFacts = (
  store: EventStore,
  onProgress?: (progress: Progress) => void,
  until?: Position,
  from: Position = START,
) =>
  stockPages(
    store,
    async (after) => {
      const page = await store.readAllFields(REPLAY_FIELDS, {
        after,
        maxCount: PAGE,
        types: REPLAY_TYPES,
        until,
      });
      return { page: page.rows, count: page.rows.length, scannedTo: page.scannedTo };
    },
    onProgress,
    PAGE,
    until,
    REPLAY_TYPES,
    from,
  );

/**
 * One stock event of the log as the chain and the checkpoints hash it, filled in place by
 * `LogPage.read` (one object for the whole walk): its id, provider, text (`eventText`) and
 * position. The text is made only when asked for: other providers' events need none.
 */
export class LoggedEvent {
  id = '';
  provider: unknown;
  private row?: (string | number | null)[];
  private event?: RecordedEvent;

  set(row: (string | number | null)[] | undefined, event: RecordedEvent | undefined): void {
    this.row = row;
    this.event = event;
    this.id = row ? (row[0] as string) : event!.id;
    this.provider = row ? row[9] : providerOf(event!);
  }

  /** `eventText` of the event; from the stored texts, the same text without decoding them. */
  text(): string {
    const row = this.row;
    if (!row) return eventText(this.event!);
    return `${row[0]}\n${row[1]}\n${row[2]}\n${row[3]}\n${compactJsonb(row[4] as string | null)}\n${compactJsonb(row[5] as string | null)}\n${isoOf(row[6] as number)}`;
  }

  get position(): string {
    return this.row ? `${this.row[7]}/${this.row[8]}` : formatPosition(this.event!.position);
  }
}

/** `new Date(ms).toISOString()`, once for a run of events stored in the same millisecond. */
let lastMs = Number.NaN;
let lastIso = '';
function isoOf(ms: number): string {
  if (ms !== lastMs) {
    lastIso = new Date(ms).toISOString();
    lastMs = ms;
  }
  return lastIso;
}

/** A page of the log: `read(i, into)` fills `into` with its i-th event. */
export interface LogPage {
  length: number;
  read(i: number, into: LoggedEvent): void;
}

/** The provider's id field, read beside the texts (what `providerOf` reads of a decoded event). */
const PROVIDER_FIELD: readonly EventFieldPath[] = [['data', 'providerId']];
/**
 * Events as texts take less memory than decoded ones (see EVENT_PAGE), and a bigger page is
 * fewer round trips, each one a pause for the reader when the database is busy.
 */
const TEXT_PAGE = 5_000;

/**
 * Every stock event of the store in global order, a page at a time, for the chain and the
 * checkpoints: from PostgreSQL as texts (`readAllTexts`, hashed without decoding a JSON value
 * or a Date per event), from another store as decoded events.
 */
export function stockLog(
  store: EventStore,
  onProgress?: (progress: Progress) => void,
  until?: Position,
): AsyncGenerator<LogPage> {
  if (store instanceof PostgresEventStore)
    return stockPages(
      store,
      async (after) => {
        const page = await store.readAllTexts(PROVIDER_FIELD, {
          after,
          maxCount: TEXT_PAGE,
          types: [STOCK_CHANGED],
          until,
        });
        const rows = page.rows;
        const log: LogPage = {
          length: rows.length,
          read: (i, into) => into.set(rows[i], undefined),
        };
        return { page: log, count: rows.length, scannedTo: page.scannedTo };
      },
      onProgress,
      TEXT_PAGE,
      until,
    );
  return stockPages(
    store,
    async (after) => {
      const page = await store.readAll({
        after,
        maxCount: EVENT_PAGE,
        types: [STOCK_CHANGED],
        until,
      });
      const events = page.events;
      const log: LogPage = {
        length: events.length,
        read: (i, into) => into.set(undefined, events[i]),
      };
      return { page: log, count: events.length, scannedTo: page.scannedTo };
    },
    onProgress,
    EVENT_PAGE,
    until,
  );
}
