import type { PoolClient } from 'pg';
import { Projection } from '../../platform';
import { OrderEvent } from '../domain/order';

/**
 * The orders read model: one row per order or movement, with its lines, as the lists and the
 * detail screen read it. Names (client, location, products) are not copied here: the query
 * side asks their contexts, so a renamed product shows its new name everywhere.
 */
async function count(
  tx: PoolClient,
  providerId: string,
  type: string,
  cancelled: boolean,
  by: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO order_counts (provider_id, type, cancelled, n) VALUES ($1, $2, $3, $4)
     ON CONFLICT (provider_id, type, cancelled) DO UPDATE SET n = order_counts.n + excluded.n`,
    [providerId, type, cancelled, by],
  );
}

export const ordersProjection: Projection = {
  name: 'orders',
  version: 3,
  handles: [
    'OrderPlaced',
    'OrderFulfilled',
    'OrderCancelled',
    'OrderNotesChanged',
    'AttachmentAdded',
    'AttachmentRemoved',
  ],
  tables: ['orders', 'order_counts'],
  schema: `
    CREATE TABLE orders (
      id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      client_id uuid,
      location_id uuid NOT NULL,
      type text NOT NULL,
      created_at timestamptz NOT NULL,
      cancelled boolean NOT NULL DEFAULT false,
      fulfilled boolean NOT NULL DEFAULT false,
      notes text,
      lines jsonb NOT NULL,
      product_ids uuid[] NOT NULL,
      attachments jsonb NOT NULL DEFAULT '[]'
    );
    -- One index per way the lists filter, newest first.
    CREATE INDEX orders_by_provider ON orders (provider_id, created_at DESC, id DESC);
    CREATE INDEX orders_inbox ON orders (provider_id, created_at DESC, id DESC)
      WHERE type = 'ORDER' AND NOT cancelled;
    CREATE INDEX orders_by_type ON orders (provider_id, type, created_at DESC, id DESC);
    CREATE INDEX orders_by_client ON orders (client_id, created_at DESC, id DESC);
    CREATE INDEX orders_by_location ON orders (provider_id, location_id, created_at DESC, id DESC);
    CREATE INDEX orders_by_product ON orders USING gin (product_ids);
    -- How many orders each provider has of each type, cancelled or not: the totals of the
    -- unfiltered lists (orders, inbox, one type) without counting a million rows per page.
    CREATE TABLE order_counts (
      provider_id uuid NOT NULL,
      type text NOT NULL,
      cancelled boolean NOT NULL,
      n bigint NOT NULL,
      PRIMARY KEY (provider_id, type, cancelled)
    );
  `,
  async handle(event, tx) {
    const e = { type: event.type, data: event.data } as OrderEvent;
    switch (e.type) {
      case 'OrderPlaced':
        await tx.query(
          `INSERT INTO orders (id, provider_id, client_id, location_id, type, created_at, notes, lines, product_ids)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
          [
            e.data.orderId,
            e.data.providerId,
            e.data.clientId,
            e.data.locationId,
            e.data.orderType,
            e.data.placedAt,
            e.data.notes,
            JSON.stringify(e.data.lines),
            e.data.lines.map((line) => line.productId),
          ],
        );
        await count(tx, e.data.providerId, e.data.orderType, false, 1);
        return;
      case 'OrderFulfilled':
        await tx.query('UPDATE orders SET fulfilled = true WHERE id = $1', [e.data.orderId]);
        return;
      case 'OrderCancelled': {
        const { rows } = await tx.query<{ provider_id: string; type: string }>(
          'UPDATE orders SET cancelled = true WHERE id = $1 AND NOT cancelled RETURNING provider_id, type',
          [e.data.orderId],
        );
        if (rows[0]) {
          await count(tx, rows[0].provider_id, rows[0].type, false, -1);
          await count(tx, rows[0].provider_id, rows[0].type, true, 1);
        }
        return;
      }
      case 'OrderNotesChanged':
        await tx.query('UPDATE orders SET notes = $2 WHERE id = $1', [
          e.data.orderId,
          e.data.notes,
        ]);
        return;
      case 'AttachmentAdded':
        await tx.query('UPDATE orders SET attachments = attachments || $2::jsonb WHERE id = $1', [
          e.data.orderId,
          JSON.stringify([e.data.attachment]),
        ]);
        return;
      case 'AttachmentRemoved':
        await tx.query(
          `UPDATE orders SET attachments = coalesce(
             (SELECT jsonb_agg(a) FROM jsonb_array_elements(attachments) a WHERE a->>'id' <> $2), '[]')
           WHERE id = $1`,
          [e.data.orderId, e.data.attachmentId],
        );
        return;
    }
  },
};
