import { STOCK_CHANGED, StockChanged, stockAsOf } from '../ordering';
import {
  Database,
  EventStore,
  formatPosition,
  occurredAt,
  Position,
  Progress,
  RecordedEvent,
  START,
} from '../platform';
import { GENESIS, linkText } from './domain/chain';
import { differences, StockReplay } from './domain/replay';
import { providerOf, sha256 } from './stock-chain.projection';

const PAGE = 10_000;

/** Every stock event of the store, in global order, a page at a time. */
async function* stockEvents(
  store: EventStore,
  onProgress?: (progress: Progress) => void,
): AsyncGenerator<RecordedEvent> {
  let after: Position = START;
  let processed = 0;
  const total = onProgress
    ? await store.countAfter(START, { types: [STOCK_CHANGED], cap: Number.MAX_SAFE_INTEGER })
    : 0;
  for (;;) {
    const page = await store.readAll({ after, maxCount: PAGE, types: [STOCK_CHANGED] });
    for (const event of page.events) yield event;
    processed += page.events.length;
    onProgress?.({ processed, total: Math.max(total, processed) });
    after = page.scannedTo;
    if (page.events.length < PAGE) return;
  }
}

export interface ReplayReport {
  events: number;
  cells: number;
  differences: ReturnType<typeof differences>;
  inconsistent: StockReplay['inconsistent'];
}

/**
 * Folds the provider's raw stock events up to `asOf` (deltas only) and compares the result
 * with the ledger's answer for the same moment.
 */
export async function replayStock(
  db: Database,
  store: EventStore,
  providerId: string,
  asOf: Date,
  onProgress?: (progress: Progress) => void,
): Promise<ReplayReport> {
  const replay = new StockReplay(asOf.toISOString());
  let events = 0;
  for await (const event of stockEvents(store, onProgress)) {
    if (providerOf(event) !== providerId) continue;
    events++;
    replay.add({
      at: occurredAt(event),
      position: event.position,
      data: event.data as StockChanged['data'],
    });
  }
  const replayed = replay.figures();
  const ledger = await stockAsOf(db, providerId, asOf);
  return {
    events,
    cells: replayed.length,
    differences: differences(replayed, ledger),
    inconsistent: replay.inconsistent,
  };
}

export interface ChainReport {
  links: number;
  /** The first link whose stored hash no longer matches the events, if any. */
  broken?: { seq: number; eventId: string; position: string; reason: string };
}

/** Recomputes the provider's chain from the stored events and compares it link by link. */
export async function verifyChain(
  db: Database,
  store: EventStore,
  providerId: string,
  onProgress?: (progress: Progress) => void,
): Promise<ChainReport> {
  const { rows } = await db.query<{ event_id: string; hash: string }>(
    'SELECT event_id, hash FROM stock_chain WHERE provider_id = $1 ORDER BY stock_chain.seq',
    [providerId],
  );
  let previous = GENESIS;
  let seq = 0;
  for await (const event of stockEvents(store, onProgress)) {
    if (providerOf(event) !== providerId) continue;
    const stored = rows[seq];
    seq++;
    const position = formatPosition(event.position);
    if (!stored)
      return {
        links: rows.length,
        broken: { seq, eventId: event.id, position, reason: 'no link stored for this event' },
      };
    const hash = sha256(linkText(previous, event));
    if (stored.event_id !== event.id || stored.hash !== hash)
      return {
        links: rows.length,
        broken: {
          seq,
          eventId: event.id,
          position,
          reason:
            stored.event_id !== event.id
              ? `link ${seq} is for event ${stored.event_id}`
              : 'the event no longer hashes to its link',
        },
      };
    previous = stored.hash;
  }
  if (seq < rows.length)
    return {
      links: rows.length,
      broken: {
        seq: seq + 1,
        eventId: rows[seq].event_id,
        position: '-',
        reason: 'the event of this link is gone',
      },
    };
  return { links: rows.length };
}
