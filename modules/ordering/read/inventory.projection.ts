import { Projection } from '../../platform';
import { STOCK_CHANGED, StockChanged } from '../domain/stock-stream';

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
  async handle(event, tx) {
    const { data } = event as unknown as StockChanged;
    await tx.query(
      `INSERT INTO inventory (provider_id, location_id, product_id, current_stock, committed_stock)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (location_id, product_id) DO UPDATE
         SET current_stock = excluded.current_stock, committed_stock = excluded.committed_stock`,
      [data.providerId, data.locationId, data.productId, data.after.current, data.after.committed],
    );
  },
};
