import { ORDERS_WITHDRAWN, OrderPlaced, OrdersWithdrawn } from '../../inventory';
import { Projection } from '../../platform';

/**
 * Who placed each order a portal buyer placed (and who approved it), from the `placedBy` of its
 * OrderPlaced: the order pages and the portal's list read it beside the order. An order no
 * buyer placed has no row. Kept here rather than in the orders read model, which the other
 * contexts change at the same time (docs/decisions/buyers-company-accounts.md).
 */
export const orderBuyersProjection: Projection = {
  name: 'order_buyers',
  version: 1,
  handles: ['OrderPlaced', ORDERS_WITHDRAWN],
  tables: ['order_buyers'],
  schema: `
    CREATE TABLE order_buyers (
      order_id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      client_id uuid NOT NULL,
      placed_by jsonb NOT NULL,
      placed_at timestamptz NOT NULL
    );
    CREATE INDEX order_buyers_of_client ON order_buyers (client_id, placed_at DESC);
  `,
  async apply(events, tx) {
    for (const event of events) {
      if (event.type === ORDERS_WITHDRAWN) {
        const { providerId, orderIds } = (event as unknown as OrdersWithdrawn).data;
        await tx.query(
          'DELETE FROM order_buyers WHERE provider_id = $1 AND order_id = ANY($2::uuid[])',
          [providerId, orderIds],
        );
        continue;
      }
      const placed = (event as unknown as OrderPlaced).data;
      if (!placed.placedBy || !placed.clientId) continue;
      await tx.query(
        `INSERT INTO order_buyers (order_id, provider_id, client_id, placed_by, placed_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (order_id) DO NOTHING`,
        [
          placed.orderId,
          placed.providerId,
          placed.clientId,
          JSON.stringify(placed.placedBy),
          placed.placedAt,
        ],
      );
    }
  },
};
