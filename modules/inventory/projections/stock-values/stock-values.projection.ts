import { occurredAt, Projection } from '../../../platform';
import { STOCK_CHANGED, StockChanged } from '../../domain/stock-stream';
import { NO_VALUE, ownedUnits, ValueHead, valueStockChange } from '../../domain/stock-value';

/**
 * What stock is worth (issue 35): each stock change valued once, in commit order, by the
 * moving-average fold of domain/stock-value, never rewritten.
 *
 * - `stock_value_heads`: each product's owned units, worth and average cost now.
 * - `stock_value_changes`: one row per change that moved value, at the time it applies (its
 *   effective time: earlier than its recording for a back-dated correction), with the cost of
 *   goods it sold and the order or movement behind it (an order's margin).
 * - `stock_value_days`: per location and UTC day, the value and cost of goods of the changes
 *   effective that day, added to as changes come: the value as of a moment is the days before
 *   it plus that day's changes up to it, a few hundred rows whatever the history's length. A
 *   back-dated change adds to its own day, so every later day's value has it at once.
 */
export const stockValuesProjection: Projection = {
  name: 'stock_values',
  version: 1,
  handles: [STOCK_CHANGED],
  tables: ['stock_value_heads', 'stock_value_changes', 'stock_value_days'],
  schema: `
    CREATE TABLE stock_value_heads (
      provider_id uuid NOT NULL,
      product_id uuid NOT NULL,
      units bigint NOT NULL,
      value numeric(20, 4) NOT NULL,
      average numeric(20, 4) NOT NULL,
      PRIMARY KEY (provider_id, product_id)
    );
    CREATE TABLE stock_value_changes (
      event_id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      product_id uuid NOT NULL,
      location_id uuid NOT NULL,
      order_id uuid NOT NULL,
      order_type text NOT NULL,
      effective_at timestamptz NOT NULL,
      commit_position bigint NOT NULL,
      prepare_position bigint NOT NULL,
      units integer NOT NULL,
      value numeric(20, 4) NOT NULL,
      cogs numeric(20, 4) NOT NULL,
      average_after numeric(20, 4) NOT NULL
    );
    CREATE INDEX stock_value_changes_by_time
      ON stock_value_changes (provider_id, effective_at) INCLUDE (location_id, value, cogs);
    CREATE INDEX stock_value_changes_by_order ON stock_value_changes (order_id);
    CREATE TABLE stock_value_days (
      provider_id uuid NOT NULL,
      location_id uuid NOT NULL,
      day date NOT NULL,
      value numeric(20, 4) NOT NULL,
      cogs numeric(20, 4) NOT NULL,
      PRIMARY KEY (provider_id, location_id, day)
    );
  `,
  async apply(events, tx) {
    // Only changes of owned units move value: an order's placement (units from current to
    // committed) does not, so a page of placements costs this projection nothing.
    const changes = events
      .map((event) => ({ event, data: (event as unknown as StockChanged).data }))
      .filter((change) => ownedUnits(change.data.delta) !== 0);
    if (changes.length === 0) return;
    const key = (providerId: string, productId: string) => `${providerId}:${productId}`;
    const products = [...new Set(changes.map((c) => key(c.data.providerId, c.data.productId)))];
    const { rows: stored } = await tx.query<{
      provider_id: string;
      product_id: string;
      units: string;
      value: string;
      average: string;
    }>(
      `SELECT h.provider_id, h.product_id, h.units::text, h.value::text, h.average::text
         FROM stock_value_heads h
         JOIN unnest($1::uuid[], $2::uuid[]) AS k (provider_id, product_id)
           USING (provider_id, product_id)`,
      [products.map((k) => k.split(':')[0]), products.map((k) => k.split(':')[1])],
    );
    const heads = new Map<string, ValueHead>(
      stored.map((row) => [
        key(row.provider_id, row.product_id),
        { units: Number(row.units), value: Number(row.value), average: Number(row.average) },
      ]),
    );
    const rows: {
      id: string;
      data: StockChanged['data'];
      effectiveAt: string;
      commit: string;
      prepare: string;
      units: number;
      value: number;
      cogs: number;
      average: number;
    }[] = [];
    for (const { event, data } of changes) {
      const k = key(data.providerId, data.productId);
      const step = valueStockChange(heads.get(k) ?? NO_VALUE, data);
      heads.set(k, step.after);
      if (step.units === 0) continue;
      const recorded = occurredAt(event);
      rows.push({
        id: event.id,
        data,
        // A back-dated change applies at its effective time; any other when recorded.
        effectiveAt: data.effectiveAt && data.effectiveAt < recorded ? data.effectiveAt : recorded,
        commit: event.position.commit.toString(),
        prepare: event.position.prepare.toString(),
        units: step.units,
        value: step.value,
        cogs: step.cogs,
        average: step.after.average,
      });
    }
    if (rows.length === 0) return;
    const changed = [...new Set(rows.map((r) => key(r.data.providerId, r.data.productId)))];
    // One statement: the changes, their days' totals and the products' heads.
    await tx.query(
      `WITH c AS (
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[],
           $6::text[], $7::timestamptz[], $8::bigint[], $9::bigint[], $10::int[], $11::numeric[],
           $12::numeric[], $13::numeric[])
           AS c (event_id, provider_id, product_id, location_id, order_id, order_type,
                 effective_at, commit_position, prepare_position, units, value, cogs,
                 average_after)
       ),
       changes AS (
         INSERT INTO stock_value_changes SELECT * FROM c
       ),
       days AS (
         INSERT INTO stock_value_days (provider_id, location_id, day, value, cogs)
         SELECT provider_id, location_id, (effective_at AT TIME ZONE 'UTC')::date,
                sum(value), sum(cogs)
           FROM c GROUP BY 1, 2, 3
         ON CONFLICT (provider_id, location_id, day) DO UPDATE
           SET value = stock_value_days.value + excluded.value,
               cogs = stock_value_days.cogs + excluded.cogs
       )
       INSERT INTO stock_value_heads (provider_id, product_id, units, value, average)
       SELECT * FROM unnest($14::uuid[], $15::uuid[], $16::bigint[], $17::numeric[],
         $18::numeric[])
       ON CONFLICT (provider_id, product_id) DO UPDATE
         SET units = excluded.units, value = excluded.value, average = excluded.average`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.data.providerId),
        rows.map((r) => r.data.productId),
        rows.map((r) => r.data.locationId),
        rows.map((r) => r.data.orderId),
        rows.map((r) => r.data.orderType),
        rows.map((r) => r.effectiveAt),
        rows.map((r) => r.commit),
        rows.map((r) => r.prepare),
        rows.map((r) => r.units),
        rows.map((r) => r.value),
        rows.map((r) => r.cogs),
        rows.map((r) => r.average),
        changed.map((k) => k.split(':')[0]),
        changed.map((k) => k.split(':')[1]),
        changed.map((k) => heads.get(k)!.units),
        changed.map((k) => heads.get(k)!.value),
        changed.map((k) => heads.get(k)!.average),
      ],
    );
  },
};
