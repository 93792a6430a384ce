import { PoolClient, QueryResultRow } from 'pg';
import { Database } from '../database/database';
import { Statement, statement } from '../database/reads';

/**
 * A page's transaction as a projection sees it. Writes wait in a queue and travel together in
 * one round trip: with the next read, or with the COMMIT. The transaction's BEGIN and the move
 * of its checkpoints travel with them, so a page that needs no read is one round trip. Under
 * load a page holds a few orders, and six projections sending each statement alone spent more
 * time waiting on round trips than PostgreSQL spent on the statements: an event reached the
 * screens a page cycle later.
 *
 * A write's error (a constraint, a bad value) therefore surfaces at the next read or at the
 * commit, and fails the page as it did before: the runner then retries the page one projection
 * at a time, so that only the one at fault leaves its group.
 */
export class ProjectionTx {
  private queued: Statement[] = [];

  /** `opening` (plain SQL such as BEGIN) goes first, with the first round trip. */
  constructor(
    private readonly db: Database,
    private readonly client: PoolClient,
    private opening?: string,
  ) {}

  /** Queues a write. Values as for any statement sent together: see `Statement`. */
  write(text: string, values: readonly unknown[] = []): void {
    this.queued.push(statement(text, values));
  }

  /**
   * Runs a statement whose rows the projection needs (a read, or a write with RETURNING), after
   * the queued writes and in their round trip.
   */
  async query<R extends QueryResultRow = QueryResultRow>(
    text: string,
    values: readonly unknown[] = [],
  ): Promise<R[]> {
    const results = await this.send([statement(text, values)]);
    return results[results.length - 1] as R[];
  }

  /** Sends the queued writes, then `after` (plain SQL such as a COMMIT), in one round trip. */
  async flush(after?: string): Promise<void> {
    await this.send([], after);
  }

  private send(last: Statement[], after?: string): Promise<QueryResultRow[][]> {
    const statements = [...this.queued, ...last];
    const before = this.opening;
    this.queued = [];
    this.opening = undefined;
    return this.db.together(this.client, statements, { before, after });
  }
}
