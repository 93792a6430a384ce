import { createHash } from 'node:crypto';
import {
  LedgerDigest,
  LedgerKey,
  ledgerDigests,
  ledgerRows,
  STOCK_CHANGED,
  stockAsOf,
} from '../ordering';
import {
  Database,
  EventFieldPath,
  EventStore,
  formatPosition,
  isoTime,
  Position,
  Progress,
  START,
} from '../platform';
import { SigningKey, signedBy } from './checkpoint-files';
import { GENESIS } from './domain/chain';
import { AnchorCheck, AnchorReport, parseCheckpoints } from './domain/checkpoint';
import {
  compareDecimal,
  differences,
  LedgerMismatch,
  LedgerWalk,
  ledgerEntry,
  ReplayEvent,
  StockReplay,
} from './domain/replay';
import { eventLeaf, merkleTree } from './hashes';
import { providerOf } from './stock-chain.projection';

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
 */
async function* stockPages<T>(
  store: EventStore,
  read: (after: Position) => Promise<{ items: T[]; scannedTo: Position }>,
  onProgress?: (progress: Progress) => void,
  size = PAGE,
): AsyncGenerator<T[]> {
  let processed = 0;
  const total = onProgress
    ? await store.countAfter(START, { types: [STOCK_CHANGED], cap: Number.MAX_SAFE_INTEGER })
    : 0;
  const prefetch = (after: Position) => {
    const page = read(after);
    // A caller that stops early (a broken link) leaves the prefetched page unread.
    page.catch(() => undefined);
    return page;
  };
  let next = prefetch(START);
  for (;;) {
    const page = await next;
    const last = page.items.length < size;
    if (!last) next = prefetch(page.scannedTo);
    yield page.items;
    processed += page.items.length;
    onProgress?.({ processed, total: Math.max(total, processed) });
    if (last) return;
  }
}

const stockEvents = (store: EventStore, onProgress?: (progress: Progress) => void) =>
  stockPages(
    store,
    async (after) => {
      const page = await store.readAll({ after, maxCount: EVENT_PAGE, types: [STOCK_CHANGED] });
      return { items: page.events, scannedTo: page.scannedTo };
    },
    onProgress,
    EVENT_PAGE,
  );

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
];

const stockFacts = (store: EventStore, onProgress?: (progress: Progress) => void) =>
  stockPages(
    store,
    async (after) => {
      const page = await store.readAllFields(REPLAY_FIELDS, {
        after,
        maxCount: PAGE,
        types: [STOCK_CHANGED],
      });
      return { items: page.rows, scannedTo: page.scannedTo };
    },
    onProgress,
  );

export interface ReplayReport {
  events: number;
  cells: number;
  differences: ReturnType<typeof differences>;
  inconsistent: StockReplay['inconsistent'];
  /** The first ledger row out of commit order or unlike its event, if any. */
  ledger?: LedgerMismatch;
}

/**
 * Folds the provider's raw stock events in commit order (deltas only), checks the whole ledger
 * against them, and compares the figures as of `asOf` with the ledger's answer for that moment.
 * The ledger's n-th row, in the order it answers in, must be the n-th event in commit order,
 * shown at the replay's time with the replay's figures: PostgreSQL hashes the ledger a page at
 * a time and the replay hashes the entries it expects, and only a page whose digest differs is
 * read row by row, to name its first wrong row.
 */
export async function replayStock(
  db: Database,
  store: EventStore,
  providerId: string,
  asOf: Date,
  onProgress?: (progress: Progress) => void,
): Promise<ReplayReport> {
  // The ledger's answer and its first page's digest are read while the events are folded.
  const answer = stockAsOf(db, providerId, asOf);
  answer.catch(() => undefined);
  const pages = ledgerDigests(db, providerId);
  const replay = new StockReplay(asOf.toISOString());
  const event: ReplayEvent = {
    at: '',
    productId: '',
    locationId: '',
    deltaCurrent: 0,
    deltaCommitted: 0,
    afterCurrent: 0,
    afterCommitted: 0,
  };
  let events = 0;
  let mismatch: LedgerMismatch | undefined;
  /** Rows before the page, all as expected, and the last one's key. */
  let checked = 0;
  let previous: LedgerKey | undefined;
  let page = (await pages.next()).value as LedgerDigest | undefined;
  let expected: string[] = [];
  let hash = createHash('sha256');

  /** Reads the page row by row and names its first row that is not as expected. */
  const walkPage = async (rows: number) => {
    const walk = new LedgerWalk(checked, previous);
    const found = await ledgerRows(db, providerId, previous, rows);
    for (const [i, entry] of expected.entries()) walk.next(found[i], entry);
    walk.end(found[expected.length]);
    mismatch = walk.mismatch ?? {
      row: checked + 1,
      eventId: found[0]?.eventId ?? '-',
      position: found[0] ? `${found[0].commit}/${found[0].prepare}` : '-',
      reason: 'the page of the ledger it starts differs from the events, though no row does',
    };
  };
  /** Compares a page whose expected entries are all in: by digest, then row by row. */
  const checkPage = async () => {
    const current = page!;
    const ordered =
      current.unordered === 0 &&
      (!previous ||
        (compareDecimal(current.first.commit, previous.commit) ||
          compareDecimal(current.first.prepare, previous.prepare)) > 0);
    if (!ordered || hash.digest('hex') !== current.digest) {
      await walkPage(current.rows);
      return;
    }
    checked += current.rows;
    previous = current.last;
    expected = [];
    hash = createHash('sha256');
    page = (await pages.next()).value as LedgerDigest | undefined;
  };

  try {
    for await (const facts of stockFacts(store, onProgress))
      for (const row of facts) {
        // In the order of REPLAY_FIELDS.
        const [provider, productId, locationId, dCurrent, dCommitted, aCurrent, aCommitted, at] =
          row;
        if (provider !== providerId) continue;
        events++;
        // One object reused: the fold and the entry read it before the next event.
        event.at = isoTime(at);
        event.productId = productId as string;
        event.locationId = locationId as string;
        event.deltaCurrent = Number(dCurrent);
        event.deltaCommitted = Number(dCommitted);
        event.afterCurrent = Number(aCurrent);
        event.afterCommitted = Number(aCommitted);
        replay.add(event);
        if (mismatch) continue;
        const entry = ledgerEntry(event, replay);
        expected.push(entry);
        if (!page) {
          // The ledger ended before the events did.
          await walkPage(expected.length);
          continue;
        }
        hash.update(entry);
        hash.update('\n');
        if (expected.length === page.rows) await checkPage();
      }
    // Events all folded: a page only partly expected, or any page left, has rows too many.
    if (!mismatch && (expected.length > 0 || page)) await walkPage(expected.length + 1);
  } finally {
    await pages.return(undefined);
  }
  const replayed = replay.figures();
  return {
    events,
    cells: replayed.length,
    differences: differences(replayed, await answer),
    inconsistent: replay.inconsistent,
    ...(mismatch ? { ledger: mismatch } : {}),
  };
}

export interface ChainReport {
  links: number;
  /** The first link whose stored hash no longer matches the events, if any. */
  broken?: { seq: number; eventId: string; position: string; reason: string };
  /** With an anchor: today's log against the checkpoints signed earlier. */
  anchored?: AnchoredReport;
}

export interface AnchoredReport extends AnchorReport {
  /** The provider's checkpoints in the file whose signature this key does not verify. */
  forged: number;
  /** Lines of the file that are not checkpoints at all. */
  unreadable: number[];
}

/** Checkpoints signed earlier to check today's log against, and what to check them with. */
export interface Anchor {
  /** The checkpoint file, or a download of it (JSON lines). */
  text: string;
  key: SigningKey;
  /** The leaf hashes the checkpointer kept: a failure names the first rewritten event. */
  kept?: Uint8Array;
}

/**
 * Recomputes the provider's chain from the stored events and compares it link by link; with
 * an anchor, in the same pass, checks today's log against checkpoints signed earlier: each must
 * be signed by the key and still match the first events of the log, and the newest that
 * matches is shown extended to today's log by an RFC 6962 consistency proof.
 */
export async function verifyChain(
  db: Database,
  store: EventStore,
  providerId: string,
  onProgress?: (progress: Progress) => void,
  anchor?: Anchor,
): Promise<ChainReport> {
  const { rows } = await db.query<{ event_id: string; hash: string }>(
    'SELECT event_id, hash FROM stock_chain WHERE provider_id = $1 ORDER BY stock_chain.seq',
    [providerId],
  );
  return walkLog(store, providerId, rows, anchor, onProgress);
}

/** Today's log against checkpoints signed earlier alone, without the stored chain. */
export async function verifyAnchored(
  store: EventStore,
  providerId: string,
  anchor: Anchor,
  onProgress?: (progress: Progress) => void,
): Promise<AnchoredReport> {
  return (await walkLog(store, providerId, null, anchor, onProgress)).anchored!;
}

/** One pass over the provider's stock events for both checks (`rows` null: no stored chain). */
async function walkLog(
  store: EventStore,
  providerId: string,
  rows: { event_id: string; hash: string }[] | null,
  anchor: Anchor | undefined,
  onProgress?: (progress: Progress) => void,
): Promise<ChainReport> {
  let found: { anchor?: Omit<AnchoredReport, keyof AnchorReport>; check?: AnchorCheck } = {};
  if (anchor) {
    const { checkpoints, unreadable } = parseCheckpoints(anchor.text);
    const mine = checkpoints.filter((c) => c.provider === providerId);
    const signed = mine.filter((c) => signedBy(anchor.key, c));
    found = {
      anchor: { forged: mine.length - signed.length, unreadable },
      check: new AnchorCheck(merkleTree, signed, anchor.kept),
    };
  }
  const { check } = found;
  let broken: ChainReport['broken'];
  let link = GENESIS;
  let seq = 0;
  pages: for await (const page of stockEvents(store, onProgress))
    for (const event of page) {
      if (providerOf(event) !== providerId) continue;
      const stored = rows?.[seq];
      seq++;
      const next = eventLeaf(event, link);
      link = next.link;
      check?.add(event, next.leaf, link);
      if (broken || !rows) continue;
      if (!stored)
        broken = {
          seq,
          eventId: event.id,
          position: formatPosition(event.position),
          reason: 'no link stored for this event',
        };
      else if (stored.event_id !== event.id || stored.hash !== link)
        broken = {
          seq,
          eventId: event.id,
          position: formatPosition(event.position),
          reason:
            stored.event_id !== event.id
              ? `link ${seq} is for event ${stored.event_id}`
              : 'the event no longer hashes to its link',
        };
      // Without an anchor there is nothing more to learn from the rest of the log.
      if (broken && !check) break pages;
    }
  if (rows && !broken && seq < rows.length)
    broken = {
      seq: seq + 1,
      eventId: rows[seq].event_id,
      position: '-',
      reason: 'the event of this link is gone',
    };
  return {
    links: rows?.length ?? seq,
    ...(broken ? { broken } : {}),
    ...(check && found.anchor ? { anchored: { ...check.finish(), ...found.anchor } } : {}),
  };
}
