import type { PoolClient } from 'pg';
import { occurredAt, Projection, RecordedEvent } from '../../../platform';
import { COUNT_EVENT_TYPES, CountEvent } from '../../domain/stock-count';

/** One event into the tables: a few set-based statements, whatever the count's size. */
async function applyOne(event: RecordedEvent, tx: PoolClient): Promise<void> {
  const count = { type: event.type, data: event.data } as CountEvent;
  switch (count.type) {
    case 'CountStarted': {
      const { data } = count;
      await tx.query(
        `INSERT INTO stock_counts (id, provider_id, location_id, status, filter, notes, started_at,
           started_by, lines)
         VALUES ($1, $2, $3, 'OPEN', $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
        [
          data.countId,
          data.providerId,
          data.locationId,
          data.filter,
          data.notes,
          occurredAt(event),
          event.metadata.actorId ?? null,
          data.lines.length,
        ],
      );
      await tx.query(
        `INSERT INTO stock_count_lines (count_id, product_id, position, on_hand_at_start)
         SELECT $1, product_id, n, on_hand
           FROM unnest($2::uuid[], $3::int[]) WITH ORDINALITY AS l (product_id, on_hand, n)
         ON CONFLICT DO NOTHING`,
        [data.countId, data.lines.map((l) => l.productId), data.lines.map((l) => l.onHand)],
      );
      return;
    }
    case 'CountEntered': {
      const { data } = count;
      await tx.query(
        `UPDATE stock_count_lines c SET counted = e.counted
           FROM unnest($2::uuid[], $3::int[]) AS e (product_id, counted)
          WHERE c.count_id = $1 AND c.product_id = e.product_id`,
        [data.countId, data.lines.map((l) => l.productId), data.lines.map((l) => l.counted)],
      );
      await tx.query(
        `UPDATE stock_counts SET counted = (SELECT count(*) FROM stock_count_lines
            WHERE count_id = $1 AND counted IS NOT NULL)
          WHERE id = $1`,
        [data.countId],
      );
      return;
    }
    case 'CountApproved': {
      const { data } = count;
      // The figures the approval decided on, kept: after it, the stock moves on.
      await tx.query(
        `UPDATE stock_count_lines c SET expected_at_approval = a.expected, counted = a.counted
           FROM unnest($2::uuid[], $3::int[], $4::int[]) AS a (product_id, expected, counted)
          WHERE c.count_id = $1 AND c.product_id = a.product_id`,
        [
          data.countId,
          data.lines.map((l) => l.productId),
          data.lines.map((l) => l.expected),
          data.lines.map((l) => l.counted),
        ],
      );
      await tx.query(
        `UPDATE stock_counts SET status = 'APPROVED', closed_at = $2, adjustment_ids = $3
          WHERE id = $1`,
        [data.countId, occurredAt(event), data.adjustmentIds],
      );
      return;
    }
    case 'CountCancelled':
      await tx.query(`UPDATE stock_counts SET status = 'CANCELLED', closed_at = $2 WHERE id = $1`, [
        count.data.countId,
        occurredAt(event),
      ]);
      return;
    default: {
      const unknown: never = count;
      throw new Error(`Unknown count event ${(unknown as { type: string }).type}`);
    }
  }
}

/**
 * The stock counts read model: one row per count (its status, location, times and how many of
 * its lines are counted) and one per line (on hand at the start, the count, and once approved
 * the expected figure it was approved against). While a count is open, its expected figures are
 * the inventory's, read beside it. Every statement is idempotent (a page applied again after a
 * crash sets the same values).
 */
export const stockCountsProjection: Projection = {
  name: 'stock_counts',
  version: 1,
  handles: [...COUNT_EVENT_TYPES],
  tables: ['stock_counts', 'stock_count_lines'],
  schema: `
    CREATE TABLE stock_counts (
      id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      location_id uuid NOT NULL,
      status text NOT NULL,
      filter text,
      notes text,
      started_at timestamptz NOT NULL,
      started_by text,
      closed_at timestamptz,
      lines integer NOT NULL,
      counted integer NOT NULL DEFAULT 0,
      adjustment_ids uuid[] NOT NULL DEFAULT '{}'
    );
    CREATE INDEX stock_counts_by_provider ON stock_counts (provider_id, started_at DESC, id DESC);
    CREATE TABLE stock_count_lines (
      count_id uuid NOT NULL,
      product_id uuid NOT NULL,
      position integer NOT NULL,
      on_hand_at_start integer NOT NULL,
      counted integer,
      expected_at_approval integer,
      PRIMARY KEY (count_id, product_id)
    );
  `,
  async apply(events, tx) {
    for (const event of events) await applyOne(event, tx);
  },
};
