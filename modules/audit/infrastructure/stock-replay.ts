import { createHash } from 'node:crypto';
import { LedgerDigest, LedgerKey, ledgerDigests, ledgerRows, stockAsOf } from '../../ordering';
import { Database, EventStore, isoTime, Progress } from '../../platform';
import {
  compareDecimal,
  differences,
  LedgerMismatch,
  LedgerWalk,
  ledgerEntry,
  ReplayEvent,
  StockReplay,
  setTerms,
} from '../domain/replay';
import { sha256 } from './hashes';
import { stockFacts } from './stock-pages';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

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
    // One hash of the page's entries, each followed by a newline, as PostgreSQL hashes them.
    if (!ordered || sha256(`${expected.join('\n')}\n`) !== current.digest) {
      await walkPage(current.rows);
      return;
    }
    checked += current.rows;
    previous = current.last;
    expected = [];
    page = (await pages.next()).value as LedgerDigest | undefined;
  };

  try {
    for await (const facts of stockFacts(store, onProgress))
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
        ] = row;
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
        setTerms(event, effectiveAt, reason, note, sha256Hex);
        replay.add(event);
        if (mismatch) continue;
        const entry = ledgerEntry(event, replay);
        expected.push(entry);
        if (!page) {
          // The ledger ended before the events did.
          await walkPage(expected.length);
          continue;
        }
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
