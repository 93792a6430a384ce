import { Injectable } from '@nestjs/common';
import { ProductsService } from '../../../catalog';
import { LocationsReadModel } from '../../../locations';
import { Database } from '../../../platform';

/** Money as the answers carry it: to the cent. */
const cents = (value: string | number | null) => Math.round(Number(value ?? 0) * 100) / 100;

/**
 * Stock value and cost of goods as of any moment, from the value projection's days and changes
 * (projections/stock-values): the whole days before the moment from the day totals, the moment's
 * own day from its changes. Nothing is recomputed or reposted.
 */
@Injectable()
export class StockValuesReadModel {
  constructor(
    private readonly db: Database,
    private readonly locations: LocationsReadModel,
    private readonly products: ProductsService,
  ) {}

  /** What the stock was worth at `at`, per location (those with stock value) and in total. */
  async asOf(providerId: string, at: Date, locationId?: string) {
    const [{ rows }, locations] = await Promise.all([
      this.db.query<{ location_id: string; value: string }>(
        `SELECT location_id, sum(value)::text AS value FROM (
           SELECT location_id, value FROM stock_value_days
            WHERE provider_id = $1 AND day < ($2::timestamptz AT TIME ZONE 'UTC')::date
              AND ($3::uuid IS NULL OR location_id = $3)
           UNION ALL
           SELECT location_id, value FROM stock_value_changes
            WHERE provider_id = $1
              AND effective_at >= date_trunc('day', $2::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
              AND effective_at <= $2::timestamptz
              AND ($3::uuid IS NULL OR location_id = $3)
         ) v GROUP BY location_id`,
        [providerId, at.toISOString(), locationId ?? null],
      ),
      this.locations.list(providerId),
    ]);
    const name = new Map(locations.map((location) => [location.id, location.name]));
    const byLocation = rows
      .map((row) => ({
        location_id: row.location_id,
        location_name: name.get(row.location_id) ?? '',
        value: cents(row.value),
      }))
      .filter((row) => row.value !== 0)
      .sort((a, b) =>
        a.location_name.localeCompare(b.location_name, 'en', { sensitivity: 'base' }),
      );
    return {
      as_of: at.toISOString(),
      total: cents(rows.reduce((sum, row) => sum + Number(row.value), 0)),
      locations: byLocation,
    };
  }

  /**
   * The cost of goods sold after `from` and by `to` (effective in that period): the cost of goods
   * as of `to` less that as of `from`, as the auditor's report counts it.
   */
  async costOfGoods(providerId: string, from: Date, to: Date) {
    const { rows } = await this.db.query<{ cogs: string | null }>(
      `SELECT sum(cogs)::text AS cogs FROM (
         SELECT cogs FROM stock_value_days
          WHERE provider_id = $1
            AND day > ($2::timestamptz AT TIME ZONE 'UTC')::date
            AND day < ($3::timestamptz AT TIME ZONE 'UTC')::date
         UNION ALL
         SELECT cogs FROM stock_value_changes
          WHERE provider_id = $1 AND effective_at > $2::timestamptz AND effective_at <= $3::timestamptz
            AND (effective_at < date_trunc('day', $2::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '1 day'
                 OR effective_at >= date_trunc('day', $3::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
       ) c`,
      [providerId, from.toISOString(), to.toISOString()],
    );
    return { from: from.toISOString(), to: to.toISOString(), cogs: cents(rows[0]?.cogs ?? 0) };
  }

  /** Each product's owned units, worth and average cost now, the most valuable first. */
  async productValues(providerId: string) {
    const { rows } = await this.db.query<{
      product_id: string;
      units: string;
      value: string;
      average: string;
    }>(
      // A product keeping lots has a head per lot: its units, worth and average over them.
      `SELECT product_id, sum(units)::text AS units, sum(value)::text AS value,
              CASE WHEN sum(units) > 0 THEN round(sum(value) / sum(units), 4)
                   ELSE max(average) END::text AS average
         FROM stock_value_heads
        WHERE provider_id = $1
        GROUP BY product_id HAVING sum(units) <> 0
        ORDER BY sum(value) DESC, product_id LIMIT 1000`,
      [providerId],
    );
    const names = new Map(
      (
        await this.products.byIds(
          providerId,
          rows.map((row) => row.product_id),
        )
      ).map((p) => [p.id, p.name]),
    );
    return rows.map((row) => ({
      product_id: row.product_id,
      product_name: names.get(row.product_id) ?? '',
      units: Number(row.units),
      value: cents(row.value),
      average_cost: Number(row.average),
    }));
  }

  /**
   * What an order's shipments cost, per product: the units sold less those returned, and their
   * cost of goods (a return takes back the cost it was sold at).
   */
  async orderCosts(
    providerId: string,
    orderId: string,
  ): Promise<{ product_id: string; units: number; cogs: number }[]> {
    const { rows } = await this.db.query<{ product_id: string; units: string; cogs: string }>(
      `SELECT product_id, (-sum(units))::text AS units, sum(cogs)::text AS cogs
         FROM stock_value_changes
        WHERE order_id = $2 AND provider_id = $1 AND reason IN ('fulfilled', 'returned')
        GROUP BY product_id`,
      [providerId, orderId],
    );
    return rows.map((row) => ({
      product_id: row.product_id,
      units: Number(row.units),
      cogs: cents(row.cogs),
    }));
  }

  /**
   * What the audit checks the value against, unrounded, read through `db` (the audit's own
   * snapshot, beside the projection's checkpoint): per location, the value and cost of goods
   * effective by `at` as `asOf` adds them up (the day totals before `at`'s day, then that day's
   * changes); with `detail`, the same per product, lot and location from the changes alone,
   * every head and every day's totals as stored.
   */
  static async auditFigures(
    db: Pick<Database, 'query'>,
    providerId: string,
    at: Date,
    detail = false,
  ) {
    const day = `($2::timestamptz AT TIME ZONE 'UTC')::date`;
    const values = [providerId, at.toISOString()];
    type Sums = { location_id: string; value: string; cogs: string };
    // One after another: `db` may be one client (the audit's snapshot), which runs one at a time.
    const locations = await db.query<Sums>(
      `SELECT location_id, sum(value)::text AS value, sum(cogs)::text AS cogs FROM (
           SELECT location_id, value, cogs FROM stock_value_days
            WHERE provider_id = $1 AND day < ${day}
           UNION ALL
           SELECT location_id, value, cogs FROM stock_value_changes
            WHERE provider_id = $1 AND effective_at <= $2::timestamptz
              AND effective_at >= ${day}::timestamp AT TIME ZONE 'UTC'
         ) v GROUP BY location_id`,
      values,
    );
    const changes = await (detail
      ? db.query<Sums & { product_id: string; lot: string }>(
          `SELECT product_id, lot, location_id, sum(value)::text AS value, sum(cogs)::text AS cogs
               FROM stock_value_changes WHERE provider_id = $1 AND effective_at <= $2::timestamptz
              GROUP BY product_id, lot, location_id`,
          values,
        )
      : { rows: [] });
    const heads = await (detail
      ? db.query<{
          product_id: string;
          lot: string;
          units: string;
          value: string;
          average: string;
        }>(
          `SELECT product_id, lot, units::text, value::text, average::text
               FROM stock_value_heads WHERE provider_id = $1`,
          [providerId],
        )
      : { rows: [] });
    const days = await (detail
      ? db.query<Sums & { day: string }>(
          `SELECT location_id, to_char(day, 'YYYY-MM-DD') AS day, value::text, cogs::text
               FROM stock_value_days WHERE provider_id = $1`,
          [providerId],
        )
      : { rows: [] });
    const sums = (row: Sums) => ({ value: Number(row.value), cogs: Number(row.cogs) });
    return {
      locations: locations.rows.map((row) => ({ location_id: row.location_id, ...sums(row) })),
      changes: changes.rows.map((row) => ({
        product_id: row.product_id,
        lot: row.lot,
        location_id: row.location_id,
        ...sums(row),
      })),
      heads: heads.rows.map((row) => ({
        product_id: row.product_id,
        lot: row.lot,
        units: Number(row.units),
        value: Number(row.value),
        average: Number(row.average),
      })),
      days: days.rows.map((row) => ({ location_id: row.location_id, day: row.day, ...sums(row) })),
    };
  }
}
