import { ORDERS_WITHDRAWN, OrdersWithdrawn } from '../../../inventory';
import { Projection } from '../../../platform';
import { ReturnEvent } from '../../domain/returns';

/** The returns read model: one row per return of an order, as the order's screens read it. */
export const returnsProjection: Projection = {
  name: 'returns',
  version: 1,
  handles: [
    'ReturnRequested',
    'ReturnApproved',
    'ReturnRefused',
    'ReturnReceived',
    ORDERS_WITHDRAWN,
  ],
  tables: ['order_returns'],
  schema: `
    CREATE TABLE order_returns (
      order_id uuid NOT NULL,
      sequence integer NOT NULL,
      provider_id uuid NOT NULL,
      status text NOT NULL,
      requested_by text NOT NULL,
      note text,
      refusal text,
      lines jsonb NOT NULL,
      received jsonb,
      location_id uuid,
      requested_at timestamptz NOT NULL,
      answered_at timestamptz,
      received_at timestamptz,
      PRIMARY KEY (order_id, sequence)
    );
    CREATE INDEX order_returns_by_provider ON order_returns (provider_id, status, requested_at DESC);
  `,
  async apply(events, tx) {
    for (const event of events) {
      if (event.type === ORDERS_WITHDRAWN) {
        const { providerId, orderIds } = (event as unknown as OrdersWithdrawn).data;
        await tx.query(
          'DELETE FROM order_returns WHERE provider_id = $1 AND order_id = ANY($2::uuid[])',
          [providerId, orderIds],
        );
        continue;
      }
      const e = { type: event.type, data: event.data } as ReturnEvent;
      const key = [e.data.orderId, e.data.sequence];
      switch (e.type) {
        case 'ReturnRequested':
          await tx.query(
            `INSERT INTO order_returns (order_id, sequence, provider_id, status, requested_by, note,
                                        lines, requested_at)
             VALUES ($1, $2, $3, 'REQUESTED', $4, $5, $6, $7)
             ON CONFLICT (order_id, sequence) DO NOTHING`,
            [
              ...key,
              e.data.providerId,
              e.data.by,
              e.data.note,
              JSON.stringify(e.data.lines),
              e.data.at,
            ],
          );
          break;
        case 'ReturnApproved':
          await tx.query(
            `UPDATE order_returns SET status = 'APPROVED', answered_at = $3
              WHERE order_id = $1 AND sequence = $2`,
            [...key, e.data.at],
          );
          break;
        case 'ReturnRefused':
          await tx.query(
            `UPDATE order_returns SET status = 'REFUSED', refusal = $3, answered_at = $4
              WHERE order_id = $1 AND sequence = $2`,
            [...key, e.data.reason, e.data.at],
          );
          break;
        case 'ReturnReceived':
          await tx.query(
            `UPDATE order_returns SET status = 'RECEIVED', received = $3, location_id = $4,
                    received_at = $5
              WHERE order_id = $1 AND sequence = $2`,
            [...key, JSON.stringify(e.data.lines), e.data.locationId, e.data.at],
          );
          break;
      }
    }
  },
};
