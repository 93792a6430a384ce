import { Injectable } from '@nestjs/common';
import { ProductsService, ProductView } from '../../../catalog';
import { LocationsReadModel } from '../../../locations';
import { Database } from '../../../platform';
import type { InventoryRowResponse as InventoryRow } from '../../responses/inventory.response.dto';
import { stockAsOf } from '../stock-ledger/stock-ledger.read-model';

export type { InventoryRow };

interface StockRow {
  location_id: string;
  product_id: string;
  current_stock: number;
  committed_stock: number;
  in_transit_stock?: number;
}

/**
 * Stock at a location ($2) of a provider ($1) beside the units of its lots expired by a day
 * ($3, YYYY-MM-DD): ORDERABLE is what an order could take of it.
 */
const ORDERABLE_FROM = `inventory i
  LEFT JOIN (SELECT product_id, sum(current_stock) AS expired FROM stock_lots
              WHERE provider_id = $1 AND location_id = $2 AND expiry < $3::date
              GROUP BY product_id) e USING (product_id)`;
const ORDERABLE = 'i.current_stock - coalesce(e.expired, 0)';

/** Stock figures as the Inventory grid, the order forms and Product detail read them. */
@Injectable()
export class InventoryReadModel {
  constructor(
    private readonly db: Database,
    private readonly products: ProductsService,
    private readonly locations: LocationsReadModel,
  ) {}

  /**
   * One row per product and location that has stock recorded (docs/product.md §3, Inventory row).
   * With a page, only the rows of that page of products (by name, as the Products list pages them,
   * optionally only those with some custom values), the page's products themselves (those with no
   * stock yet have no row) and the number of products as the total, so a grid of 10,000 products
   * loads a page at a time.
   */
  async inventory(
    providerId: string,
    page?: { limit: number; offset: number; metadata?: Record<string, unknown> },
    asOf?: Date,
    knownAt?: Date,
  ): Promise<{ rows: InventoryRow[]; products?: ProductView[]; total?: number }> {
    let products: ProductView[];
    let total: number | undefined;
    let rows: StockRow[];
    if (page) {
      ({ products, total } = await this.products.list(providerId, page, page.metadata));
      rows = await this.stock(
        providerId,
        products.map((p) => p.id),
        asOf,
        knownAt,
      );
    } else {
      rows = await this.stock(providerId, undefined, asOf, knownAt);
      products = await this.products.byIds(providerId, [...new Set(rows.map((r) => r.product_id))]);
    }
    const byId = new Map(products.map((p) => [p.id, p]));
    const cells = rows.flatMap((row): InventoryRow[] => {
      const product = byId.get(row.product_id);
      if (!product) return [];
      return [
        {
          product_id: row.product_id,
          product_name: product.name,
          product_photo: product.photo,
          location_id: row.location_id,
          current_stock: row.current_stock,
          committed_stock: row.committed_stock,
          total_stock: row.current_stock + row.committed_stock,
          in_transit_stock: row.in_transit_stock ?? 0,
          metadata: Object.fromEntries(
            Object.entries(product.metadata).map(([fieldId, value]) => [fieldId, { value }]),
          ),
        },
      ];
    });
    return { rows: cells, ...(page ? { products, total } : {}) };
  }

  /**
   * Every recorded cell with its product's and location's names, a page at a time (the CSV
   * export): as they stand, from a cursor in one snapshot; or as of a moment, from the ledger.
   */
  async *exportPages(
    providerId: string,
    asOf?: Date,
    knownAt?: Date,
  ): AsyncGenerator<(StockRow & { product_name: string; location_name: string })[]> {
    const pages = asOf
      ? chunks(await stockAsOf(this.db, providerId, asOf, undefined, knownAt ?? new Date()))
      : this.db.pages<StockRow>(
          `SELECT location_id, product_id, current_stock, committed_stock, in_transit_stock
             FROM inventory WHERE provider_id = $1 ORDER BY product_id, location_id`,
          [providerId],
        );
    for await (const rows of pages) {
      const [products, locations] = await Promise.all([
        this.products.byIds(providerId, [...new Set(rows.map((row) => row.product_id))]),
        this.db.read(this.locations.listRead(providerId)),
      ]);
      const productName = new Map(products.map((p) => [p.id, p.name]));
      const locationName = new Map(locations.map((l) => [l.id, l.name]));
      yield rows.map((row) => ({
        ...row,
        product_name: productName.get(row.product_id) ?? '',
        location_name: locationName.get(row.location_id) ?? '',
      }));
    }
  }

  /**
   * Stock rows, of some products or all: as they stand (the inventory read model), or as they
   * stood at `asOf` as known at `knownAt`, by default now (the ledger).
   */
  private async stock(
    providerId: string,
    productIds: readonly string[] | undefined,
    asOf: Date | undefined,
    knownAt?: Date,
  ): Promise<StockRow[]> {
    if (asOf) return stockAsOf(this.db, providerId, asOf, productIds, knownAt ?? new Date());
    const { rows } = await this.db.query<StockRow>(
      `SELECT location_id, product_id, current_stock, committed_stock, in_transit_stock
         FROM inventory WHERE provider_id = $1 AND ($2::uuid[] IS NULL OR product_id = ANY($2::uuid[]))`,
      [providerId, productIds ? [...productIds] : null],
    );
    return rows;
  }

  /** What can still be promised at a location, per product (docs/product.md §3, Stock entry). */
  async stockAt(providerId: string, locationId: string) {
    const { rows } = await this.db.query<StockRow>(
      `SELECT product_id, current_stock FROM inventory WHERE provider_id = $1 AND location_id = $2`,
      [providerId, locationId],
    );
    return rows.map((row) => ({ product_id: row.product_id, current_stock: row.current_stock }));
  }

  /**
   * What a client's order could take at a location, per product: its current stock less the
   * units of lots expired by `today` (YYYY-MM-DD, UTC), which orders leave alone (see
   * domain/lots). Products without lots answer their current stock. `minimum` is the stock's
   * reorder point there (null: none set), which the client portal reads as "low". `productIds`
   * narrows it to those products (a quick order's), else every product at the location.
   */
  async orderableAt(
    providerId: string,
    locationId: string,
    today: string,
    productIds?: readonly string[],
  ) {
    const { rows } = await this.db.query<StockRow & { minimum: number | null }>(
      `SELECT i.product_id, ${ORDERABLE}::int AS current_stock, r.minimum
         FROM ${ORDERABLE_FROM}
         LEFT JOIN reorder_cells r ON r.location_id = i.location_id AND r.product_id = i.product_id
        WHERE i.provider_id = $1 AND i.location_id = $2
          AND ($4::uuid[] IS NULL OR i.product_id = ANY($4::uuid[]))`,
      [providerId, locationId, today, productIds ? [...productIds] : null],
    );
    return rows.map((row) => ({
      product_id: row.product_id,
      current_stock: Math.max(0, row.current_stock),
      minimum: row.minimum ?? null,
    }));
  }

  /**
   * The products a client's order could take some of at a location (orderableAt above 0), as
   * one list: a search over a whole catalog keeps only these, and reads the figures of a page.
   */
  async orderableIdsAt(providerId: string, locationId: string, today: string) {
    const { rows } = await this.db.query<{ ids: string | null }>({
      name: 'inventory_orderable_ids_at',
      text: `SELECT string_agg(i.product_id::text, ',') AS ids FROM ${ORDERABLE_FROM}
              WHERE i.provider_id = $1 AND i.location_id = $2 AND ${ORDERABLE} > 0`,
      values: [providerId, locationId, today],
    });
    return new Set(rows[0]?.ids ? rows[0].ids.split(',') : []);
  }

  /** A product's stock per location (docs/product.md §3, Product stock entry), by location name. */
  async productStock(providerId: string, productId: string) {
    const [{ rows }, locations] = await Promise.all([
      this.db.query<StockRow>(
        `SELECT location_id, current_stock, committed_stock, in_transit_stock FROM inventory
          WHERE provider_id = $1 AND product_id = $2`,
        [providerId, productId],
      ),
      this.locations.list(providerId),
    ]);
    const names = new Map(locations.map((location) => [location.id, location.name]));
    return rows
      .map((row) => ({
        location_id: row.location_id,
        location_name: names.get(row.location_id) ?? '',
        current_stock: row.current_stock,
        committed_stock: row.committed_stock,
        in_transit_stock: row.in_transit_stock ?? 0,
      }))
      .sort((a, b) =>
        a.location_name.localeCompare(b.location_name, 'en', { sensitivity: 'base' }),
      );
  }
}

/** A list in pages of `size`, as a cursor would give it. */
async function* chunks<T>(items: T[], size = 2_000): AsyncGenerator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
