import { occurredAt, Projection } from '../../platform';
import { STOCK_CHANGED, StockChanged } from '../domain/stock-stream';

/**
 * The stock ledger: one row per stock change, with the running figures it left, the time it
 * happened, its global position, the order or movement behind it and who did it. Any stock
 * figure is the last row of its cell, and as of any moment the last row up to then.
 */
export const stockLedgerProjection: Projection = {
  name: 'stock_ledger',
  version: 1,
  handles: [STOCK_CHANGED],
  tables: ['stock_ledger'],
  schema: `
    CREATE TABLE stock_ledger (
      event_id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      product_id uuid NOT NULL,
      location_id uuid NOT NULL,
      at timestamptz NOT NULL,
      commit_position bigint NOT NULL,
      prepare_position bigint NOT NULL,
      event_type text NOT NULL,
      order_id uuid NOT NULL,
      order_type text NOT NULL,
      actor_id text,
      actor_type text,
      delta_current integer NOT NULL,
      delta_committed integer NOT NULL,
      running_current integer NOT NULL,
      running_committed integer NOT NULL
    );
    -- A cell's history, newest first: as-of reads take the first row at or before a moment.
    CREATE INDEX stock_ledger_cell ON stock_ledger
      (provider_id, product_id, location_id, at DESC, commit_position DESC, prepare_position DESC);
    -- A provider's ledger by time, for pages without a product.
    CREATE INDEX stock_ledger_time ON stock_ledger
      (provider_id, at DESC, commit_position DESC, prepare_position DESC);
  `,
  async apply(events, tx) {
    const rows = events.map((event) => {
      const { data } = event as unknown as StockChanged;
      return {
        id: event.id,
        data,
        at: occurredAt(event),
        commit: event.position.commit.toString(),
        prepare: event.position.prepare.toString(),
        actorId: event.metadata.actorId ?? null,
        actorType: event.metadata.actorType ?? null,
      };
    });
    await tx.query(
      `INSERT INTO stock_ledger (event_id, provider_id, product_id, location_id, at,
         commit_position, prepare_position, event_type, order_id, order_type, actor_id, actor_type,
         delta_current, delta_committed, running_current, running_committed)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::timestamptz[],
         $6::bigint[], $7::bigint[], $8::text[], $9::uuid[], $10::text[], $11::text[], $12::text[],
         $13::int[], $14::int[], $15::int[], $16::int[])
       ON CONFLICT (event_id) DO NOTHING`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.data.providerId),
        rows.map((r) => r.data.productId),
        rows.map((r) => r.data.locationId),
        rows.map((r) => r.at),
        rows.map((r) => r.commit),
        rows.map((r) => r.prepare),
        rows.map((r) => r.data.reason),
        rows.map((r) => r.data.orderId),
        rows.map((r) => r.data.orderType),
        rows.map((r) => r.actorId),
        rows.map((r) => r.actorType),
        rows.map((r) => r.data.delta.current),
        rows.map((r) => r.data.delta.committed),
        rows.map((r) => r.data.after.current),
        rows.map((r) => r.data.after.committed),
      ],
    );
  },
};
