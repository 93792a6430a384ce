import { EventStore, RecordedEvent, SubscribeOptions } from './event-store.port';
import { START } from './position';

/**
 * Catch-up then live, for any store that can read all events after a position: read pages
 * until a short one, then wait for a wake-up (an append) or the poll interval, and read on.
 * Each event is yielded once, in global order, because the cursor only ever moves to what
 * the store says it has scanned.
 */
export async function* follow(
  store: Pick<EventStore, 'readAll'>,
  options: SubscribeOptions,
  onAppended: (wake: () => void) => () => void,
  pollMs: number,
): AsyncGenerator<RecordedEvent> {
  const batchSize = options.batchSize ?? 1000;
  let cursor = options.after ?? START;
  let signalled = false;
  let wake: (() => void) | undefined;
  const notify = () => {
    signalled = true;
    wake?.();
  };
  const unsubscribe = onAppended(notify);
  options.signal?.addEventListener('abort', notify);
  try {
    while (!options.signal?.aborted) {
      signalled = false;
      const { events, scannedTo } = await store.readAll({
        after: cursor,
        maxCount: batchSize,
        types: options.types,
      });
      for (const event of events) {
        if (options.signal?.aborted) return;
        yield event;
      }
      cursor = scannedTo;
      if (events.length === batchSize || signalled) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  } finally {
    unsubscribe();
    options.signal?.removeEventListener('abort', notify);
  }
}
