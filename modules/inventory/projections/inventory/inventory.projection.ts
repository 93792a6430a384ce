import type { PoolClient } from 'pg';
import { Projection, RecordedEvent } from '../../../platform';
import { lastLevels, STOCK_CHANGED } from '../../domain/stock-stream';
import { ORDERS_WITHDRAWN, OrdersWithdrawn } from '../../domain/withdrawal';

/** Sets each stock of a run of StockChanged events to the last level the run left it at. */
async function setLevels(events: readonly RecordedEvent[], tx: PoolClient): Promise<void> {
  const rows = lastLevels(events);
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO inventory (provider_id, location_id, product_id, current_stock, committed_stock,
       in_transit_stock)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $5::int[], $6::int[])
     ON CONFLICT (location_id, product_id) DO UPDATE
       SET current_stock = excluded.current_stock, committed_stock = excluded.committed_stock,
           in_transit_stock = excluded.in_transit_stock`,
    [
      rows.map((r) => r.providerId),
      rows.map((r) => r.locationId),
      rows.map((r) => r.productId),
      rows.map((r) => r.after.current),
      rows.map((r) => r.after.committed),
      rows.map((r) => r.after.inTransit ?? 0),
    ],
  );
}

/** Forgets the withdrawn cells that hold nothing; a cell with stock stays, whoever asks. */
async function withdraw({ data }: OrdersWithdrawn, tx: PoolClient): Promise<void> {
  await tx.query(
    `DELETE FROM inventory i
      USING unnest($2::uuid[], $3::uuid[]) AS w (location_id, product_id)
      WHERE i.provider_id = $1 AND i.location_id = w.location_id AND i.product_id = w.product_id
        AND i.current_stock = 0 AND i.committed_stock = 0 AND i.in_transit_stock = 0`,
    [data.providerId, data.stocks.map((s) => s.locationId), data.stocks.map((s) => s.productId)],
  );
}

/**
 * Stock per product and location as it stands (and in transit to it, see domain/transfer):
 * each StockChanged event carries the level after it, so the row is simply set to it (events of one stock arrive in their stream's order).
 */
export const inventoryProjection: Projection = {
  name: 'inventory',
  // 2: in_transit_stock, units shipped to the location by a transfer and not received yet.
  version: 2,
  handles: [STOCK_CHANGED, ORDERS_WITHDRAWN],
  tables: ['inventory'],
  schema: `
    CREATE TABLE inventory (
      provider_id uuid NOT NULL,
      location_id uuid NOT NULL,
      product_id uuid NOT NULL,
      current_stock integer NOT NULL,
      committed_stock integer NOT NULL,
      in_transit_stock integer NOT NULL DEFAULT 0,
      PRIMARY KEY (location_id, product_id)
    );
    CREATE INDEX inventory_by_provider ON inventory (provider_id, product_id);
  `,
  async apply(events, tx) {
    // The last level of each stock in a run is all that matters, set in one statement; a
    // withdrawal (rare) splits the page so that it sees the levels written before it.
    let run: RecordedEvent[] = [];
    for (const event of events) {
      if (event.type !== ORDERS_WITHDRAWN) {
        run.push(event);
        continue;
      }
      await setLevels(run, tx);
      run = [];
      await withdraw({ type: ORDERS_WITHDRAWN, data: event.data as OrdersWithdrawn['data'] }, tx);
    }
    await setLevels(run, tx);
  },
};
