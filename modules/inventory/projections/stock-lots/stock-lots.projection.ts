import type { PoolClient } from 'pg';
import { occurredAt, Projection, RecordedEvent } from '../../../platform';
import { LotLevel } from '../../domain/lots';
import { STOCK_CHANGED, StockChanged } from '../../domain/stock-stream';

/** The stocks of a page that keep lots, each with the lots the page left it at. */
function lastLots(events: readonly RecordedEvent[]): StockChanged['data'][] {
  const last = new Map<string, StockChanged['data']>();
  for (const event of events) {
    const data = event.data as StockChanged['data'];
    if (data.after.lots === undefined) continue;
    last.set(`${data.locationId}/${data.productId}`, data);
  }
  return [...last.values()];
}

/** Sets each lot-keeping stock's lot rows to its last snapshot: lots gone from it go. */
async function setLots(events: readonly RecordedEvent[], tx: PoolClient): Promise<void> {
  const stocks = lastLots(events);
  if (stocks.length === 0) return;
  const lots = stocks.flatMap((stock) =>
    (stock.after.lots as LotLevel[]).map((lot) => ({ stock, lot })),
  );
  await tx.query(
    `DELETE FROM stock_lots s
      USING unnest($1::uuid[], $2::uuid[]) AS t (location_id, product_id)
      WHERE s.location_id = t.location_id AND s.product_id = t.product_id`,
    [stocks.map((s) => s.locationId), stocks.map((s) => s.productId)],
  );
  if (lots.length === 0) return;
  await tx.query(
    `INSERT INTO stock_lots (provider_id, location_id, product_id, lot, expiry, current_stock,
       committed_stock)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::date[], $6::int[],
       $7::int[])`,
    [
      lots.map((l) => l.stock.providerId),
      lots.map((l) => l.stock.locationId),
      lots.map((l) => l.stock.productId),
      lots.map((l) => l.lot.lot),
      lots.map((l) => l.lot.expiry),
      lots.map((l) => l.lot.current),
      lots.map((l) => l.lot.committed),
    ],
  );
}

/**
 * One row per lot a stock change moved, with the lot's figures after it: the recall ("where
 * did lot X go": every order, movement and transfer that took from it) and lot figures as of
 * a moment (the last row of each lot up to it). A row's `at` never runs backwards along the
 * commit order within a provider, as the stock ledger's (see read/stock-ledger.projection).
 */
async function addMovements(events: readonly RecordedEvent[], tx: PoolClient): Promise<void> {
  const moved = events.filter((event) => (event.data as StockChanged['data']).lots?.length);
  if (moved.length === 0) return;
  const providers = [...new Set(moved.map((e) => (e.data as StockChanged['data']).providerId))];
  const { rows: newest } = await tx.query<{ provider_id: string; at: Date }>(
    `SELECT p.provider_id,
            (SELECT m.at FROM lot_movements m WHERE m.provider_id = p.provider_id
              ORDER BY m.at DESC LIMIT 1) AS at
       FROM unnest($1::uuid[]) AS p (provider_id)`,
    [providers],
  );
  const latest = new Map(newest.map((row) => [row.provider_id, row.at?.getTime() ?? 0]));
  const rows = moved.flatMap((event) => {
    const data = event.data as StockChanged['data'];
    const at = Math.max(latest.get(data.providerId) ?? 0, Date.parse(occurredAt(event)));
    latest.set(data.providerId, at);
    return data.lots!.map((delta) => {
      const after = data.after.lots?.find((lot) => lot.lot === delta.lot);
      return { event, data, delta, at: new Date(at).toISOString(), after };
    });
  });
  await tx.query(
    `INSERT INTO lot_movements (event_id, provider_id, product_id, location_id, lot, expiry, at,
       commit_position, prepare_position, order_id, order_type, reason, delta_current,
       delta_committed, running_current, running_committed)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::date[],
       $7::timestamptz[], $8::bigint[], $9::bigint[], $10::uuid[], $11::text[], $12::text[],
       $13::int[], $14::int[], $15::int[], $16::int[])
     ON CONFLICT (event_id, lot) DO NOTHING`,
    [
      rows.map((r) => r.event.id),
      rows.map((r) => r.data.providerId),
      rows.map((r) => r.data.productId),
      rows.map((r) => r.data.locationId),
      rows.map((r) => r.delta.lot),
      rows.map((r) => r.delta.expiry),
      rows.map((r) => r.at),
      rows.map((r) => r.event.position.commit.toString()),
      rows.map((r) => r.event.position.prepare.toString()),
      rows.map((r) => r.data.orderId),
      rows.map((r) => r.data.orderType),
      rows.map((r) => r.data.reason),
      rows.map((r) => r.delta.current),
      rows.map((r) => r.delta.committed),
      rows.map((r) => r.after?.current ?? 0),
      rows.map((r) => r.after?.committed ?? 0),
    ],
  );
}

/**
 * Stock per lot (issue 20, part 4): the lots each stock holds as its newest StockChanged left
 * them (`after.lots`), and every lot movement. Events of stocks that never held a lot carry
 * no lots and write nothing here.
 */
export const stockLotsProjection: Projection = {
  name: 'stock_lots',
  version: 1,
  handles: [STOCK_CHANGED],
  tables: ['stock_lots', 'lot_movements'],
  schema: `
    CREATE TABLE stock_lots (
      provider_id uuid NOT NULL,
      location_id uuid NOT NULL,
      product_id uuid NOT NULL,
      lot text NOT NULL,
      expiry date,
      current_stock integer NOT NULL,
      committed_stock integer NOT NULL,
      PRIMARY KEY (location_id, product_id, lot)
    );
    CREATE INDEX stock_lots_by_provider ON stock_lots (provider_id, expiry NULLS LAST, product_id);
    CREATE INDEX stock_lots_by_code ON stock_lots (provider_id, lower(lot));
    CREATE TABLE lot_movements (
      event_id uuid NOT NULL,
      provider_id uuid NOT NULL,
      product_id uuid NOT NULL,
      location_id uuid NOT NULL,
      lot text NOT NULL,
      expiry date,
      at timestamptz NOT NULL,
      commit_position bigint NOT NULL,
      prepare_position bigint NOT NULL,
      order_id uuid NOT NULL,
      order_type text NOT NULL,
      reason text NOT NULL,
      delta_current integer NOT NULL,
      delta_committed integer NOT NULL,
      running_current integer NOT NULL,
      running_committed integer NOT NULL,
      PRIMARY KEY (event_id, lot)
    );
    -- A lot's trail (the recall), oldest first.
    CREATE INDEX lot_movements_by_code ON lot_movements
      (provider_id, lower(lot), commit_position, prepare_position);
    -- The provider's newest row (each page's time floor) and lots as of a moment.
    CREATE INDEX lot_movements_time ON lot_movements
      (provider_id, at DESC, commit_position DESC, prepare_position DESC);
  `,
  async apply(events, tx) {
    await setLots(events, tx);
    await addMovements(events, tx);
  },
};
