/**
 * How long this process trusts what the database said of a session or a membership. A change
 * made in this process is seen at once (its command forgets what it changed); one made by
 * another process, or written straight into the database, within this bound.
 */
export const IDENTITY_CHECK_TTL_MS = 5_000;

/**
 * Answers remembered for a few seconds, bounded in number: past the bound the expired ones are
 * dropped, and if none has expired, all of them.
 */
export class ShortMemory<V> {
  private readonly answers = new Map<string, { value: V; until: number }>();
  /** How many times something was forgotten: a read begun before a forget is not kept. */
  private forgets = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs = IDENTITY_CHECK_TTL_MS,
  ) {}

  /** The value remembered for `key`, unless it is older than the bound. */
  get(key: string, now = Date.now()): V | undefined {
    const known = this.answers.get(key);
    return known && known.until > now ? known.value : undefined;
  }

  /**
   * Taken before reading what `set` will keep. A change may commit, and be forgotten, while the
   * read is on its way with the value from before it: that value must not be kept.
   */
  ticket(): number {
    return this.forgets;
  }

  /** Keeps `value` for `key`, unless something was forgotten since `ticket` was taken. */
  set(key: string, value: V, ticket: number, now = Date.now()): void {
    if (ticket !== this.forgets) return;
    if (this.answers.size >= this.maxEntries) {
      for (const [k, known] of this.answers) if (known.until <= now) this.answers.delete(k);
      if (this.answers.size >= this.maxEntries) this.answers.clear();
    }
    this.answers.set(key, { value, until: now + this.ttlMs });
  }

  forget(key: string): void {
    this.forgets++;
    this.answers.delete(key);
  }
}
