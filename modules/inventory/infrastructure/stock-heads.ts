import { EventStore } from '../../platform';
import { StockLevel } from '../domain/stock';
import { levelAfter } from '../domain/stock-stream';

/** A stock stream's newest revision and the level its newest event left. */
export interface StockHead {
  revision: bigint;
  level: StockLevel;
}

/** How many heads a process keeps: 10,000 products in 10 locations. */
const DEFAULT_LIMIT = 100_000;

/**
 * The heads of the stock streams this process has read or written, so that a command does not
 * read them again. Nothing here can take stock below zero: every append still names the
 * revision it expects, so a head another process moved makes the append fail, the command
 * forgets the heads it used and decides again on what it reads afresh. The least recently
 * used heads leave first once `limit` are kept.
 */
export class StockHeads {
  private readonly known = new Map<string, StockHead>();

  constructor(
    private readonly store: Pick<EventStore, 'readLastOf'>,
    private readonly limit = DEFAULT_LIMIT,
  ) {}

  /**
   * The heads of these streams, null for a stream with no event yet; one read for the unknown,
   * and for all of them when `fresh` (the store's, whatever this process kept).
   */
  async read(streamIds: readonly string[], fresh = false): Promise<Map<string, StockHead | null>> {
    const heads = new Map<string, StockHead | null>();
    const unknown: string[] = [];
    for (const streamId of streamIds) {
      const head = fresh ? undefined : this.known.get(streamId);
      if (!head) {
        unknown.push(streamId);
        continue;
      }
      heads.set(streamId, head);
      // Used again: to the young end of the map's order.
      this.known.delete(streamId);
      this.known.set(streamId, head);
    }
    if (unknown.length === 0) return heads;
    for (const [streamId, last] of await this.store.readLastOf(unknown)) {
      const head = last && { revision: last.revision, level: levelAfter(last) };
      heads.set(streamId, head);
      if (head) this.remember(streamId, head);
    }
    return heads;
  }

  /** What an append left. An older head (a read that raced a write) never replaces a newer. */
  remember(streamId: string, head: StockHead): void {
    const known = this.known.get(streamId);
    if (known && known.revision >= head.revision) return;
    this.known.delete(streamId);
    this.known.set(streamId, head);
    if (this.known.size > this.limit) this.known.delete(this.known.keys().next().value!);
  }

  forget(streamIds: Iterable<string>): void {
    for (const streamId of streamIds) this.known.delete(streamId);
  }
}
