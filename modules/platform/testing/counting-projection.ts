import { Projection } from '../projections/projection';

/**
 * A projection for the engine's own tests. `applied_events` has no key on purpose: an event
 * applied twice shows as two rows. `fail` lets a test make the handler throw mid-page,
 * `badWrite` makes it send a write that PostgreSQL refuses, and `delayMs` slows it so a test can kill the process in the middle of a page. `prefix` names the
 * tables apart, for several of them in one database.
 */
export function countingProjection(
  options: {
    name?: string;
    version?: number;
    fail?: (n: number) => boolean;
    badWrite?: (n: number) => boolean;
    delayMs?: number;
    prefix?: string;
  } = {},
): Projection & { handled: number } {
  const applied = `${options.prefix ?? ''}applied_events`;
  const totals = `${options.prefix ?? ''}stream_totals`;
  const projection = {
    name: options.name ?? 'counting',
    version: options.version ?? 1,
    handles: ['Counted'],
    tables: [applied, totals],
    schema: `
      CREATE TABLE ${applied} (event_id uuid NOT NULL, stream_id text NOT NULL, n int NOT NULL);
      CREATE TABLE ${totals} (stream_id text PRIMARY KEY, total bigint NOT NULL, events int NOT NULL);
    `,
    handled: 0,
    async apply(events, tx) {
      for (const event of events) {
        const { n } = event.data as { n: number };
        if (options.fail?.(n)) throw new Error(`refusing event ${n}`);
        if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
        await tx.query(`INSERT INTO ${applied} (event_id, stream_id, n) VALUES ($1, $2, $3)`, [
          event.id,
          options.badWrite?.(n) ? null : event.streamId,
          n,
        ]);
        await tx.query(
          `INSERT INTO ${totals} (stream_id, total, events) VALUES ($1, $2, 1)
           ON CONFLICT (stream_id) DO UPDATE
             SET total = ${totals}.total + $2, events = ${totals}.events + 1`,
          [event.streamId, n],
        );
        projection.handled++;
      }
    },
  } satisfies Projection & { handled: number };
  return projection;
}
