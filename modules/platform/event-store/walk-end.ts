import { comparePositions, formatPosition, Position } from './position';

/** How long a walk up to a position waits for a transaction that holds the log back. */
const HELD_BACK_LIMIT_MS = 30_000;
/** The pause before reading again after a short page that did not reach the position. */
const HELD_BACK_PAUSE_MS = 50;

/**
 * Where a walk over the log in pages ends. Without `until`, at the first page shorter than
 * asked: the visible head. With it, only once it has read up to `until`: a short page before
 * it means the store is holding its visible head back (no event is shown behind a transaction
 * that is still running and may yet commit, and the PostgreSQL store's horizon errs early when
 * it cannot place a transaction; EventStoreDB's page ends early once its scan budget is spent),
 * so the walk reads on after a pause, and fails once it has made no progress for `limitMs`.
 */
export class WalkEnd {
  private from?: Position;
  private progressAt = Date.now();

  constructor(
    private readonly until?: Position,
    private readonly limitMs = HELD_BACK_LIMIT_MS,
  ) {}

  /** After a page of `count` events (of `size` asked) that scanned to `scannedTo`. */
  after(count: number, size: number, scannedTo: Position): 'done' | 'next' | 'wait' {
    const full = count >= size;
    const moved = !this.from || comparePositions(scannedTo, this.from) > 0;
    this.from = scannedTo;
    if (full) {
      this.progressAt = Date.now();
      return 'next';
    }
    if (!this.until || comparePositions(scannedTo, this.until) >= 0) return 'done';
    if (moved) this.progressAt = Date.now();
    else if (Date.now() - this.progressAt > this.limitMs)
      throw new Error(
        `The log could not be read up to ${formatPosition(this.until)}: a transaction has held it back at ${formatPosition(scannedTo)} for ${this.limitMs / 1000} s`,
      );
    return 'wait';
  }
}

/** What `WalkEnd.after` asks for before the next page: nothing, or the pause. */
export function beforeNextPage(step: 'next' | 'wait'): Promise<void> {
  return step === 'wait'
    ? new Promise((resolve) => setTimeout(resolve, HELD_BACK_PAUSE_MS))
    : Promise.resolve();
}
