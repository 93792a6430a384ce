import { ORDERS_WITHDRAWN, OrdersWithdrawn } from '../../../inventory';
import { Projection } from '../../../platform';
import { OrderShipped } from '../../domain/shipment';

/**
 * The shipments read model: one row per shipment of an order, with its lines, as the order's
 * screen, the portal and the packing slip read them. Names are asked of their contexts.
 */
export const shipmentsProjection: Projection = {
  name: 'shipments',
  version: 1,
  handles: ['OrderShipped', ORDERS_WITHDRAWN],
  tables: ['shipments'],
  schema: `
    CREATE TABLE shipments (
      order_id uuid NOT NULL,
      sequence integer NOT NULL,
      provider_id uuid NOT NULL,
      shipped_on date NOT NULL,
      carrier text,
      tracking_number text,
      lines jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (order_id, sequence)
    );
    CREATE INDEX shipments_by_provider ON shipments (provider_id, created_at DESC);
  `,
  async apply(events, tx) {
    const shipped = events.filter((e) => e.type === 'OrderShipped');
    if (shipped.length > 0) {
      const rows = shipped.map((e) => (e as unknown as OrderShipped).data);
      await tx.query(
        `INSERT INTO shipments (order_id, sequence, provider_id, shipped_on, carrier,
                                tracking_number, lines, created_at)
         SELECT * FROM unnest($1::uuid[], $2::int[], $3::uuid[], $4::date[], $5::text[],
                              $6::text[], $7::jsonb[], $8::timestamptz[])
         ON CONFLICT (order_id, sequence) DO NOTHING`,
        [
          rows.map((r) => r.orderId),
          rows.map((r) => r.sequence),
          rows.map((r) => r.providerId),
          rows.map((r) => r.shippedOn),
          rows.map((r) => r.carrier),
          rows.map((r) => r.trackingNumber),
          rows.map((r) => JSON.stringify(r.lines)),
          rows.map((r) => r.at),
        ],
      );
    }
    for (const event of events) {
      if (event.type !== ORDERS_WITHDRAWN) continue;
      const { providerId, orderIds } = (event as unknown as OrdersWithdrawn).data;
      await tx.query(
        'DELETE FROM shipments WHERE provider_id = $1 AND order_id = ANY($2::uuid[])',
        [providerId, orderIds],
      );
    }
  },
};
