/**
 * Requests per key per minute, counted in fixed one-minute windows that open at a key's first
 * request. Pure and in memory: one process's count
 * (docs/decisions/api-key-audit-trail-and-rate-limit.md). `now` is milliseconds, from the caller.
 */
export const WINDOW_MS = 60_000;

export class RequestWindows {
  private readonly windows = new Map<string, { start: number; hits: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = WINDOW_MS,
  ) {}

  /** Counts one request of `key`: undefined when allowed, else the seconds until it may retry. */
  hit(key: string, now: number): number | undefined {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.sweep(now);
      window = { start: now, hits: 0 };
      this.windows.set(key, window);
    }
    window.hits += 1;
    if (window.hits <= this.limit) return undefined;
    return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows)
      if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}

export const LAST_USE_EVERY_MS = 60_000;

/** Whether a key's use at `now` should be written, given when it last was (ms, or null). */
export function lastUseDue(lastWritten: number | null, now: number): boolean {
  return lastWritten === null || now - lastWritten >= LAST_USE_EVERY_MS;
}
