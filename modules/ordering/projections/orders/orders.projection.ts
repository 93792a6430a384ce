import type { PoolClient } from 'pg';
import { ORDERS_WITHDRAWN, OrderPlaced, OrdersWithdrawn } from '../../../inventory';
import { Projection } from '../../../platform';
import { OrderEvent } from '../../domain/order';
import { seriesOf } from '../../domain/order-number';
import { numberedRunSql, orderSeriesTableSql } from './order-numbering.sql';

/**
 * The orders read model: one row per order or movement, with its lines, as the lists and the
 * detail screen read it. Names (client, location, products) are not copied here: the query
 * side asks their contexts, so a renamed product shows its new name everywhere.
 */
/** Changes to order_counts gathered over a page, written in one statement at its end. */
class CountChanges {
  private readonly changes = new Map<
    string,
    { providerId: string; type: string; cancelled: boolean; by: number }
  >();

  add(providerId: string, type: string, cancelled: boolean, by: number): void {
    const key = `${providerId}/${type}/${cancelled}`;
    const known = this.changes.get(key);
    if (known) known.by += by;
    else this.changes.set(key, { providerId, type, cancelled, by });
  }

  async write(tx: PoolClient): Promise<void> {
    const rows = [...this.changes.values()].filter((row) => row.by !== 0);
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO order_counts (provider_id, type, cancelled, n)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::boolean[], $4::bigint[])
       ON CONFLICT (provider_id, type, cancelled) DO UPDATE SET n = order_counts.n + excluded.n`,
      [
        rows.map((r) => r.providerId),
        rows.map((r) => r.type),
        rows.map((r) => r.cancelled),
        rows.map((r) => r.by),
      ],
    );
    // A count brought back to zero (all of a type cancelled, or withdrawn) is no row, as a
    // rebuild that meets both changes in one page leaves it: live and rebuilt tables agree.
    await tx.query(
      `DELETE FROM order_counts
        WHERE n = 0 AND provider_id = ANY($1::uuid[])`,
      [[...new Set(rows.map((r) => r.providerId))]],
    );
  }
}

/**
 * Inserts a run of placed orders in one statement, each numbered (see domain/order-number):
 * the run's orders of one provider and series take the next numbers in the order they came,
 * and the series' last number moves past them, in the same statement. An order keeps the
 * prefix it froze when placed, which its number is read with.
 */
async function insertPlaced(tx: PoolClient, placed: OrderPlaced['data'][]): Promise<void> {
  await tx.query(
    `WITH run AS (
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[],
                            $6::timestamptz[], $7::text[], $8::jsonb[], $9::jsonb[], $10::text[],
                            $11::text[], $12::text[])
                WITH ORDINALITY
         AS run (id, provider_id, client_id, location_id, type, created_at, notes, lines, adjustment,
                 series, currency, number_prefix, place)
     ), ${numberedRunSql('order_numbers')}
     INSERT INTO orders (id, provider_id, client_id, location_id, type, created_at, notes, lines, product_ids, adjustment, number, number_prefix, currency)
     SELECT id, provider_id, client_id, location_id, type, created_at, notes, lines,
            ARRAY(SELECT (l->>'productId')::uuid FROM jsonb_array_elements(lines) l), adjustment,
            number, number_prefix, currency
       FROM numbered
     ON CONFLICT (id) DO NOTHING`,
    [
      placed.map((o) => o.orderId),
      placed.map((o) => o.providerId),
      placed.map((o) => o.clientId),
      placed.map((o) => o.locationId),
      placed.map((o) => o.orderType),
      placed.map((o) => o.placedAt),
      placed.map((o) => o.notes),
      placed.map((o) => JSON.stringify(o.lines)),
      placed.map((o) => (o.adjustment ? JSON.stringify(o.adjustment) : null)),
      placed.map((o) => seriesOf(o.orderType)),
      placed.map((o) => o.currency ?? null),
      placed.map((o) => (o.orderType === 'ORDER' ? (o.numberPrefix ?? null) : null)),
    ],
  );
}

/** Forgets the orders a withdrawal names (their events stay), and their counts. */
async function withdraw(e: OrdersWithdrawn, tx: PoolClient, counts: CountChanges): Promise<void> {
  const { rows } = await tx.query<{ type: string; cancelled: boolean }>(
    'DELETE FROM orders WHERE provider_id = $1 AND id = ANY($2::uuid[]) RETURNING type, cancelled',
    [e.data.providerId, e.data.orderIds],
  );
  for (const row of rows) counts.add(e.data.providerId, row.type, row.cancelled, -1);
}

/** Applies one event other than OrderPlaced. */
async function applyChange(e: OrderEvent, tx: PoolClient, counts: CountChanges): Promise<void> {
  switch (e.type) {
    case 'OrderShipped':
      // Units shipped per product add up; a shipment more.
      await tx.query(
        `UPDATE orders o SET shipments = o.shipments + 1,
                shipped = o.shipped || (
                  SELECT jsonb_object_agg(l->>'productId',
                           coalesce((o.shipped->>(l->>'productId'))::int, 0) + (l->>'quantity')::int)
                    FROM jsonb_array_elements($2::jsonb) l)
          WHERE id = $1`,
        [e.data.orderId, JSON.stringify(e.data.lines)],
      );
      return;
    case 'ReturnRequested':
    case 'ReturnRefused':
    case 'ReturnReceived':
      // Returns that wait for staff: asked (to answer) or approved (to receive).
      await tx.query('UPDATE orders SET open_returns = open_returns + $2 WHERE id = $1', [
        e.data.orderId,
        e.type === 'ReturnRequested' ? 1 : -1,
      ]);
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
        counts.add(rows[0].provider_id, rows[0].type, false, -1);
        counts.add(rows[0].provider_id, rows[0].type, true, 1);
      }
      return;
    }
    case 'OrderNotesChanged':
      await tx.query('UPDATE orders SET notes = $2 WHERE id = $1', [e.data.orderId, e.data.notes]);
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
    case 'OrderHeld': {
      const { orderId, at: _, ...hold } = e.data;
      await tx.query('UPDATE orders SET hold = $2 WHERE id = $1', [orderId, JSON.stringify(hold)]);
      return;
    }
    case 'OrderReleased':
      await tx.query('UPDATE orders SET hold = NULL WHERE id = $1', [e.data.orderId]);
      return;
  }
}

export const ordersProjection: Projection = {
  name: 'orders',
  // 4: an ADJUST's reason and note (the Movements list shows them). 5: order numbers.
  // 6: shipments (units shipped per product). 7: an order's currency, frozen when placed.
  // 8: the prefix of each number (an order's own, frozen when placed: SO-1002).
  // 9: what waits for staff (pending, partly shipped, a return to answer or receive) first.
  // 10: credit holds (issue 37, part 6), first in the inbox.
  version: 10,
  handles: [
    'OrderPlaced',
    'OrderShipped',
    'ReturnRequested',
    'ReturnRefused',
    'ReturnReceived',
    'OrderFulfilled',
    'OrderCancelled',
    'OrderNotesChanged',
    'AttachmentAdded',
    'AttachmentRemoved',
    'OrderHeld',
    'OrderReleased',
    ORDERS_WITHDRAWN,
  ],
  tables: ['orders', 'order_counts', 'order_numbers'],
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
      attachments jsonb NOT NULL DEFAULT '[]',
      -- An ADJUST's reason and note as placed ({ reason, note }); null for none.
      adjustment jsonb,
      -- Its number in the provider's series (orders, or movements), in the order placed.
      number integer NOT NULL,
      -- An order's prefix as placed (SO-), which its number is read with; null for movements
      -- (MV-) and for orders placed before it was kept (#). See formattedNumberSql.
      number_prefix text,
      -- Units shipped so far per product id, and how many shipments took them (orders only).
      shipped jsonb NOT NULL DEFAULT '{}',
      shipments integer NOT NULL DEFAULT 0,
      -- An order's currency (ISO 4217) as placed; null for movements and for orders placed
      -- before it was kept (read as the provider's currency now). The lines keep their rates.
      currency text,
      -- Returns asked and not yet refused or received: they wait for staff.
      open_returns integer NOT NULL DEFAULT 0,
      -- An order waiting for staff: not cancelled, and still to ship or with a return open.
      needs_action boolean GENERATED ALWAYS AS (
        type = 'ORDER' AND NOT cancelled AND (NOT fulfilled OR open_returns > 0)) STORED,
      -- A credit hold (domain/credit-hold: why, the balance, the limit, the order's total) until
      -- released; null for none. A held order leads the inbox.
      hold jsonb,
      held boolean GENERATED ALWAYS AS (hold IS NOT NULL) STORED
    );
    CREATE INDEX orders_by_number ON orders (provider_id, number);
    -- Each provider's last number of each series (order, movement): never handed out again.
    ${orderSeriesTableSql('order_numbers')}
    -- One index per way the lists filter, newest first.
    CREATE INDEX orders_by_provider ON orders (provider_id, created_at DESC, id DESC);
    -- The inbox: what waits for staff first, then the rest, newest first in each.
    CREATE INDEX orders_inbox
      ON orders (provider_id, held DESC, needs_action DESC, created_at DESC, id DESC)
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
  async apply(events, tx) {
    // Runs of placed orders (the bulk of the log) go in one statement each; the other events
    // change one row each, after the orders placed before them are in.
    const counts = new CountChanges();
    let placed: OrderPlaced['data'][] = [];
    for (const event of events) {
      const e = { type: event.type, data: event.data } as OrderEvent;
      if (e.type === 'OrderPlaced') {
        placed.push(e.data);
        counts.add(e.data.providerId, e.data.orderType, false, 1);
        continue;
      }
      if (placed.length > 0) await insertPlaced(tx, placed);
      placed = [];
      if (event.type === ORDERS_WITHDRAWN)
        await withdraw(e as unknown as OrdersWithdrawn, tx, counts);
      else await applyChange(e, tx, counts);
    }
    if (placed.length > 0) await insertPlaced(tx, placed);
    await counts.write(tx);
  },
};
