// The stock events of the whole store, read in pages for the audit's long walks (replay, chain).
import { STOCK_CHANGED } from '../../ordering';
import { EventFieldPath, EventStore, Position, Progress, START } from '../../platform';
import { TERMS_FIELDS } from '../domain/replay';

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

export const stockEvents = (store: EventStore, onProgress?: (progress: Progress) => void) =>
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
  ...TERMS_FIELDS,
];

export const stockFacts = (store: EventStore, onProgress?: (progress: Progress) => void) =>
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
