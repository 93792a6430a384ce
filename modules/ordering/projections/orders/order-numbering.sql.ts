import { FIRST_ORDER_NUMBER, NUMBER_PREFIX } from '../../domain/order-number';

/** A table of each provider's last order number per series (see domain/order-number). */
export function orderSeriesTableSql(table: string): string {
  return `
    CREATE TABLE ${table} (
      provider_id uuid NOT NULL,
      series text NOT NULL,
      last integer NOT NULL,
      PRIMARY KEY (provider_id, series)
    );`;
}

/**
 * The common table expressions that number a run of placements, for a statement that starts
 * with a CTE `run` (provider_id, series, and `place`: its rank in the run, in commit order).
 * They give `numbered`, each row of the run with its number, the next ones of its provider's
 * series in the order of the run, and move the series' last numbers in `table` past them, in
 * the same statement. The orders list and the webhooks outbox number the same events with it,
 * so both give an order the same number.
 */
export function numberedRunSql(table: string): string {
  const before = FIRST_ORDER_NUMBER - 1;
  return `ranked AS (
       SELECT run.*,
              row_number() OVER (PARTITION BY run.provider_id, run.series ORDER BY run.place) AS nth,
              count(*) OVER (PARTITION BY run.provider_id, run.series) AS taken
         FROM run
     ), last AS (
       INSERT INTO ${table} (provider_id, series, last)
       SELECT provider_id, series, ${before} + max(taken) FROM ranked GROUP BY provider_id, series
       ON CONFLICT (provider_id, series) DO UPDATE SET last = ${table}.last + excluded.last - ${before}
       RETURNING provider_id, series, last
     ), numbered AS (
       SELECT ranked.*, (last.last - ranked.taken + ranked.nth)::int AS number
         FROM ranked JOIN last USING (provider_id, series)
     )`;
}

/**
 * An order's or a movement's number as people read it, in SQL over the orders table (`o`: its
 * alias with the dot, or none), as formatOrderNumber writes it: an order's frozen prefix (none
 * kept: '#'), a movement's 'MV-', then the number.
 */
export function formattedNumberSql(o = ''): string {
  return `CASE WHEN ${o}type = 'ORDER' THEN coalesce(${o}number_prefix, '${NUMBER_PREFIX.order}')
               ELSE '${NUMBER_PREFIX.movement}' END || ${o}number`;
}
