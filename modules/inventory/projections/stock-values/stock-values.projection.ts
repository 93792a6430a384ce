import { PoolClient } from 'pg';
import { occurredAt, Projection, RecordedEvent } from '../../../platform';
import { effectiveTime } from '../../domain/adjustment';
import { STOCK_CHANGED, StockChanged } from '../../domain/stock-stream';
import {
  movesValue,
  ownedUnits,
  STOCK_COST_CORRECTED,
  StockCostCorrected,
  ValueFold,
} from '../../domain/stock-value';

/**
 * What stock is worth (issue 35): each stock change valued once, in commit order, by the
 * moving-average fold of domain/stock-value (per product, and per lot where it keeps lots),
 * never rewritten.
 *
 * - `stock_value_heads`: each product's (lot's) owned units, worth and average cost now.
 * - `stock_value_changes`: one row per change and lot that moved value, at the time it applies
 *   (its effective time: earlier than its recording for a back-dated receipt, correction or
 *   adjustment), with the cost of goods it sold and the order or movement behind it (an
 *   order's margin, a return's cost).
 * - `stock_value_days`: per location and UTC day, the value and cost of goods of the changes
 *   effective that day, added to as changes come: the value as of a moment is the days before
 *   it plus that day's changes up to it, a few hundred rows whatever the history's length. A
 *   back-dated change adds to its own day, so every later day's value has it at once.
 */
export const stockValuesProjection: Projection = {
  name: 'stock_values',
  // 2: per-lot heads, cost corrections, returns at their cost; 3: moves between lots.
  version: 3,
  handles: [STOCK_CHANGED, STOCK_COST_CORRECTED],
  tables: ['stock_value_heads', 'stock_value_changes', 'stock_value_days'],
  schema: `
    CREATE TABLE stock_value_heads (
      provider_id uuid NOT NULL,
      product_id uuid NOT NULL,
      lot text NOT NULL,
      units bigint NOT NULL,
      value numeric(20, 4) NOT NULL,
      average numeric(20, 4) NOT NULL,
      PRIMARY KEY (provider_id, product_id, lot)
    );
    CREATE TABLE stock_value_changes (
      event_id uuid NOT NULL,
      lot text NOT NULL,
      provider_id uuid NOT NULL,
      product_id uuid NOT NULL,
      location_id uuid NOT NULL,
      order_id uuid NOT NULL,
      order_type text NOT NULL,
      reason text NOT NULL,
      effective_at timestamptz NOT NULL,
      commit_position bigint NOT NULL,
      prepare_position bigint NOT NULL,
      units integer NOT NULL,
      value numeric(20, 4) NOT NULL,
      cogs numeric(20, 4) NOT NULL,
      average_after numeric(20, 4) NOT NULL,
      PRIMARY KEY (event_id, lot, product_id)
    );
    CREATE INDEX stock_value_changes_by_time
      ON stock_value_changes (provider_id, effective_at) INCLUDE (location_id, value, cogs);
    CREATE INDEX stock_value_changes_by_order ON stock_value_changes (order_id, product_id);
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
    // Only changes of owned units (or of lots) move value: an order's placement (units from
    // current to committed) does not, so a page of placements costs this projection nothing.
    const valued = events.filter((event) =>
      event.type === STOCK_CHANGED ? movesValue((event as unknown as StockChanged).data) : true,
    );
    if (valued.length === 0) return;
    const fold = await foldFor(tx, valued);
    const rows: ValueRow[] = [];
    for (const event of valued) rows.push(...valueRows(fold, event));
    if (rows.length === 0) return;
    const heads = fold.touched();
    // One statement: the changes, their days' totals and the heads.
    await tx.query(
      `WITH c AS (
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::uuid[], $5::uuid[],
           $6::uuid[], $7::text[], $8::text[], $9::timestamptz[], $10::bigint[], $11::bigint[],
           $12::int[], $13::numeric[], $14::numeric[], $15::numeric[])
           AS c (event_id, lot, provider_id, product_id, location_id, order_id, order_type,
                 reason, effective_at, commit_position, prepare_position, units, value, cogs,
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
       INSERT INTO stock_value_heads (provider_id, product_id, lot, units, value, average)
       SELECT * FROM unnest($16::uuid[], $17::uuid[], $18::text[], $19::bigint[],
         $20::numeric[], $21::numeric[])
       ON CONFLICT (provider_id, product_id, lot) DO UPDATE
         SET units = excluded.units, value = excluded.value, average = excluded.average`,
      [
        rows.map((r) => r.eventId),
        rows.map((r) => r.lot),
        rows.map((r) => r.providerId),
        rows.map((r) => r.productId),
        rows.map((r) => r.locationId),
        rows.map((r) => r.orderId),
        rows.map((r) => r.orderType),
        rows.map((r) => r.reason),
        rows.map((r) => r.effectiveAt),
        rows.map((r) => r.commit),
        rows.map((r) => r.prepare),
        rows.map((r) => r.units),
        rows.map((r) => r.value),
        rows.map((r) => r.cogs),
        rows.map((r) => r.average),
        heads.map((h) => h.providerId),
        heads.map((h) => h.productId),
        heads.map((h) => h.lot),
        heads.map((h) => h.head.units),
        heads.map((h) => h.head.value),
        heads.map((h) => h.head.average),
      ],
    );
  },
};

/** A row of `stock_value_changes`. */
export interface ValueRow {
  eventId: string;
  lot: string;
  providerId: string;
  productId: string;
  locationId: string;
  orderId: string;
  orderType: string;
  reason: string;
  effectiveAt: string;
  commit: string;
  prepare: string;
  units: number;
  value: number;
  cogs: number;
  average: number;
}

/**
 * The rows one stock event (a change or a cost correction) adds, folding it. Shared with the
 * audit replay, which folds the raw events the same way and compares.
 */
export function valueRows(fold: ValueFold, event: RecordedEvent): ValueRow[] {
  const recorded = occurredAt(event);
  const position = {
    commit: event.position.commit.toString(),
    prepare: event.position.prepare.toString(),
  };
  if (event.type === STOCK_COST_CORRECTED) {
    const data = (event as unknown as StockCostCorrected).data;
    const effectiveAt = effectiveTime(recorded, data.effectiveAt);
    return data.lines.flatMap((line) => {
      const part = fold.costCorrected(data.providerId, line);
      if (!part) return [];
      return [
        {
          eventId: event.id,
          ...part,
          providerId: data.providerId,
          productId: line.productId,
          locationId: data.locationId,
          orderId: data.orderId,
          orderType: 'IN',
          reason: 'cost_corrected',
          effectiveAt,
          ...position,
        },
      ];
    });
  }
  const data = (event as unknown as StockChanged).data;
  // A back-dated change applies at its effective time; any other when recorded.
  const effectiveAt = effectiveTime(recorded, data.effectiveAt);
  return fold.stockChanged(data).map((part) => ({
    eventId: event.id,
    ...part,
    providerId: data.providerId,
    productId: data.productId,
    locationId: data.locationId,
    orderId: data.orderId,
    orderType: data.orderType,
    reason: data.reason,
    effectiveAt,
    ...position,
  }));
}

/**
 * A fold seeded with what the events need: the heads of their products, and what the orders
 * bringing units back without a cost took out of them before.
 */
async function foldFor(tx: PoolClient, events: readonly RecordedEvent[]): Promise<ValueFold> {
  const products = new Map<string, [string, string]>();
  const orders = new Map<string, [string, string]>();
  for (const event of events) {
    const data = event.data as StockChanged['data'] | StockCostCorrected['data'];
    const ids = 'lines' in data ? data.lines.map((l) => l.productId) : [data.productId];
    for (const productId of ids)
      products.set(`${data.providerId} ${productId}`, [data.providerId, productId]);
    if (!('lines' in data) && data.unitCost === undefined && ownedUnits(data.delta) > 0)
      orders.set(`${data.orderId} ${data.productId}`, [data.orderId, data.productId]);
  }
  const keys = [...products.values()];
  const pairs = [...orders.values()];
  const [heads, outs] = await Promise.all([
    tx.query<{
      provider_id: string;
      product_id: string;
      lot: string;
      units: string;
      value: string;
      average: string;
    }>(
      `SELECT h.provider_id, h.product_id, h.lot, h.units::text, h.value::text, h.average::text
         FROM stock_value_heads h
         JOIN unnest($1::uuid[], $2::uuid[]) AS k (provider_id, product_id)
           USING (provider_id, product_id)`,
      [keys.map((k) => k[0]), keys.map((k) => k[1])],
    ),
    pairs.length === 0
      ? { rows: [] }
      : tx.query<{ order_id: string; product_id: string; units: string; value: string }>(
          // What each order took out of each product and has not brought back yet.
          `SELECT c.order_id, c.product_id, (-sum(c.units))::text AS units,
                  (-sum(c.value))::text AS value
             FROM stock_value_changes c
             JOIN unnest($1::uuid[], $2::uuid[]) AS k (order_id, product_id)
               USING (order_id, product_id)
            WHERE c.reason <> 'cost_corrected'
            GROUP BY c.order_id, c.product_id`,
          [pairs.map((k) => k[0]), pairs.map((k) => k[1])],
        ),
  ]);
  const fold = new ValueFold();
  for (const row of heads.rows)
    fold.seed(row.provider_id, row.product_id, row.lot, {
      units: Number(row.units),
      value: Number(row.value),
      average: Number(row.average),
    });
  for (const row of outs.rows)
    if (Number(row.units) > 0)
      fold.seedOut(row.order_id, row.product_id, {
        units: Number(row.units),
        value: Number(row.value),
      });
  return fold;
}
