import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, Config, Database } from '../../platform';
import { TooManyAttempts } from '../domain/identity-errors';

export const WINDOW_SECONDS = 15 * 60;

/**
 * Counts attempts per key (an address, or an address and an email together) in PostgreSQL, so
 * the limits hold across app processes and restarts. A key's window opens at its first attempt
 * and lasts 15 minutes; past the limit within it, TooManyAttempts says when it frees.
 *
 * Plain SQL on purpose: a hit is one atomic upsert that counts and answers in a single prepared
 * statement, outside the use case's transaction (an attempt counts even when the use case then
 * fails). An entity loaded, incremented and flushed would lose counts between racing requests.
 */
@Injectable()
export class RateLimiter {
  constructor(
    private readonly db: Database,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * Counts one attempt of the caller's address (`AUTH_ATTEMPTS_PER_IP` per window) at sign-up,
   * login and setting a password; `bucket` keeps another door's count apart (send_reset's).
   */
  byAddress(address: string, bucket = 'ip'): Promise<void> {
    return this.hit(`${bucket}:${address}`, this.config.AUTH_ATTEMPTS_PER_IP);
  }

  /** Counts one attempt under `key`; throws TooManyAttempts when it is one too many. */
  async hit(key: string, limit: number): Promise<void> {
    const { rows } = await this.db.query<{ hits: number; retry_after: number }>({
      name: 'identity_rate_limit_hit',
      text: `INSERT INTO identity_rate_limits AS r (key, window_start, hits) VALUES ($1, now(), 1)
             ON CONFLICT (key) DO UPDATE SET
               hits = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN 1
                           ELSE r.hits + 1 END,
               window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2)
                                   THEN now() ELSE r.window_start END
             RETURNING r.hits,
               ceil(extract(epoch FROM r.window_start + make_interval(secs => $2) - now()))::int
                 AS retry_after`,
      values: [key, WINDOW_SECONDS],
    });
    if (Math.random() < 0.01) {
      // Old windows are dead weight; sweep now and then.
      void this.db
        .query(
          'DELETE FROM identity_rate_limits WHERE window_start < now() - make_interval(secs => $1)',
          [WINDOW_SECONDS],
        )
        .catch(() => undefined);
    }
    const { hits, retry_after: retryAfter } = rows[0];
    if (hits > limit) throw new TooManyAttempts(Math.max(1, retryAfter));
  }

  /** Forgets the attempts under `key` (a login that succeeded clears its failures). */
  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM identity_rate_limits WHERE key = $1', [key]);
  }
}
