import { EventStore, ReadAllResult, RecordedEvent, SubscribeOptions } from './event-store.port';
import { comparePositions, START } from './position';

export interface FollowOptions extends SubscribeOptions {
  pollMs?: number;
}

/**
 * Catch-up then live, for any store: read pages after a cursor until one finds nothing new,
 * then wait for an append hint or the poll interval, and read on. The cursor only ever moves to what the
 * store says it has scanned, so each event comes once, in global order. A page is yielded when
 * it holds events or when the cursor moved past events of other types.
 */
export async function* followPages(
  store: Pick<EventStore, 'readAll' | 'onAppended'>,
  options: FollowOptions,
): AsyncGenerator<ReadAllResult> {
  const batchSize = options.batchSize ?? 1000;
  const pollMs = options.pollMs ?? 200;
  const { signal } = options;
  let cursor = options.after ?? START;
  let hinted = false;
  let wake: (() => void) | undefined;
  const hint = () => {
    hinted = true;
    wake?.();
  };
  const unsubscribe = store.onAppended(hint);
  signal?.addEventListener('abort', hint);
  try {
    while (!signal?.aborted) {
      hinted = false;
      const page = await store.readAll({
        after: cursor,
        maxCount: batchSize,
        types: options.types,
      });
      const moved = comparePositions(page.scannedTo, cursor) > 0;
      cursor = page.scannedTo;
      if (signal?.aborted) return;
      if (page.events.length > 0 || moved) yield page;
      // Wait only when a read found nothing new: a store that scans a bounded stretch per call
      // (EventStoreDB under a sparse type filter) then keeps scanning without pausing.
      if (moved || hinted) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
        if (signal?.aborted) wake();
      });
      wake = undefined;
    }
  } finally {
    unsubscribe();
    signal?.removeEventListener('abort', hint);
  }
}

/** The events of `followPages`, one by one. */
export async function* followEvents(
  store: Pick<EventStore, 'readAll' | 'onAppended'>,
  options: FollowOptions,
): AsyncGenerator<RecordedEvent> {
  for await (const page of followPages(store, options)) {
    for (const event of page.events) {
      if (options.signal?.aborted) return;
      yield event;
    }
  }
}
