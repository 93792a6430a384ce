import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { Database } from '../../platform';

export const WINDOW_SECONDS = 15 * 60;

/**
 * Counts attempts per key in fixed 15-minute windows in PostgreSQL, so the limit holds across
 * app processes and restarts. Past the limit: 429 with Retry-After.
 */
@Injectable()
export class RateLimiter {
  constructor(private readonly db: Database) {}

  async hit(key: string, limit: number): Promise<void> {
    const { rows } = await this.db.query<{ hits: number; retry_after: number }>(
      `INSERT INTO identity_rate_limits AS r (key, window_start, hits)
       VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = r.hits + 1
       RETURNING r.hits,
         ceil(extract(epoch FROM r.window_start + make_interval(secs => $2) - now()))::int AS retry_after`,
      [key, WINDOW_SECONDS],
    );
    if (Math.random() < 0.01) {
      // Old windows are dead weight; sweep now and then.
      void this.db
        .query(`DELETE FROM identity_rate_limits WHERE window_start < now() - interval '1 day'`)
        .catch(() => undefined);
    }
    const { hits, retry_after: retryAfter } = rows[0];
    if (hits > limit) {
      const minutes = Math.max(1, Math.ceil(retryAfter / 60));
      const message = `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
      throw new HttpException(
        { statusCode: 429, error: message, message, retry_after: retryAfter },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }
}
