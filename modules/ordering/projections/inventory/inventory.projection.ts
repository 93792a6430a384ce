import { Projection } from '../../../platform';
import { lastLevels, STOCK_CHANGED } from '../../domain/stock-stream';

/**
 * Stock per product and location as it stands: each StockChanged event carries the level after
 * it, so the row is simply set to it (events of one stock arrive in their stream's order).
 */
export const inventoryProjection: Projection = {
  name: 'inventory',
  version: 1,
  handles: [STOCK_CHANGED],
  tables: ['inventory'],
  schema: `
    CREATE TABLE inventory (
      provider_id uuid NOT NULL,
      location_id uuid NOT NULL,
      product_id uuid NOT NULL,
      current_stock integer NOT NULL,
      committed_stock integer NOT NULL,
      PRIMARY KEY (location_id, product_id)
    );
    CREATE INDEX inventory_by_provider ON inventory (provider_id, product_id);
  `,
  async apply(events, tx) {
    // The last level of each stock in the page is all that matters, set in one statement.
    const rows = lastLevels(events);
    await tx.query(
      `INSERT INTO inventory (provider_id, location_id, product_id, current_stock, committed_stock)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $5::int[])
       ON CONFLICT (location_id, product_id) DO UPDATE
         SET current_stock = excluded.current_stock, committed_stock = excluded.committed_stock`,
      [
        rows.map((r) => r.providerId),
        rows.map((r) => r.locationId),
        rows.map((r) => r.productId),
        rows.map((r) => r.after.current),
        rows.map((r) => r.after.committed),
      ],
    );
  },
};
