import { Injectable } from '@nestjs/common';
import { ProductsService } from '../../../catalog';
import { LocationsReadModel } from '../../../locations';
import { Database } from '../../../platform';
import type { ReorderPointResponse } from '../../responses/reorder-point.response.dto';

/** A stock's reorder point and the figures it is judged on, as the screens and the API show it. */
export type ReorderPointView = ReorderPointResponse;

interface CellRow {
  provider_id: string;
  location_id: string;
  product_id: string;
  available: number;
  in_transit: number;
  minimum: number | null;
  reorder_quantity: number | null;
  low_since: Date | null;
  suggested_quantity: number;
}

export interface StockKey {
  product_id: string;
  location_id: string;
}

export interface LowStockFilter {
  locationId?: string;
}

const COLUMNS = `provider_id, location_id, product_id, available, in_transit, minimum,
  reorder_quantity, low_since, suggested_quantity`;

/** The low-stock read model (projections/low-stock) and the names of its products and locations. */
@Injectable()
export class ReorderPointsReadModel {
  constructor(
    private readonly db: Database,
    private readonly products: ProductsService,
    private readonly locations: LocationsReadModel,
  ) {}

  /**
   * The provider's low stocks, the longest low first, and how many there are (kept by the
   * projection per location, so a total costs no count of rows): one statement, then the names.
   */
  async lowStock(
    providerId: string,
    filter: LowStockFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ReorderPointView[]; total: number }> {
    const { rows } = await this.db.query<CellRow & { total: number }>(
      `SELECT c.*, t.total
         FROM (SELECT coalesce(sum(n), 0)::int AS total FROM low_stock_counts
                WHERE provider_id = $1 AND ($2::uuid IS NULL OR location_id = $2::uuid)) t
         LEFT JOIN LATERAL (
           SELECT ${COLUMNS} FROM reorder_cells
            WHERE provider_id = $1 AND low_since IS NOT NULL
              AND ($2::uuid IS NULL OR location_id = $2::uuid)
            ORDER BY low_since DESC, product_id, location_id LIMIT $3 OFFSET $4) c ON true`,
      [providerId, filter.locationId ?? null, page.limit, page.offset],
    );
    const cells = rows.filter((row) => row.product_id !== null);
    return { rows: await this.named(providerId, cells), total: rows[0]?.total ?? 0 };
  }

  /** How many stocks are low, per provider asked about (the menu's badge). */
  async lowCounts(providerIds: readonly string[]): Promise<Map<string, number>> {
    const { rows } = await this.db.query<{ provider_id: string; total: number }>(
      `SELECT provider_id, sum(n)::int AS total FROM low_stock_counts
        WHERE provider_id = ANY($1::uuid[]) GROUP BY provider_id`,
      [providerIds],
    );
    const counts = new Map(providerIds.map((id) => [id, 0]));
    for (const row of rows) counts.set(row.provider_id, row.total);
    return counts;
  }

  /**
   * The crossings these events made, per provider: the alerts they raised and cleared (most
   * events make none, and then nothing is sent live).
   */
  async crossingsOf(
    eventIds: readonly string[],
  ): Promise<Map<string, { raised: StockKey[]; cleared: StockKey[] }>> {
    const { rows } = await this.db.query<StockKey & { provider_id: string; raised: boolean }>(
      `SELECT provider_id, product_id, location_id, id = ANY($1::uuid[]) AS raised
         FROM low_stock_alerts
        WHERE id = ANY($1::uuid[]) OR cleared_by = ANY($1::uuid[])`,
      [eventIds],
    );
    const crossings = new Map<string, { raised: StockKey[]; cleared: StockKey[] }>();
    for (const row of rows) {
      const of = crossings.get(row.provider_id) ?? { raised: [], cleared: [] };
      (row.raised ? of.raised : of.cleared).push({
        product_id: row.product_id,
        location_id: row.location_id,
      });
      crossings.set(row.provider_id, of);
    }
    return crossings;
  }

  /** The reorder points set, of one product or all (by product and location). */
  async list(providerId: string, productId?: string): Promise<ReorderPointView[]> {
    const { rows } = await this.db.query<CellRow>(
      `SELECT ${COLUMNS} FROM reorder_cells
        WHERE provider_id = $1 AND minimum IS NOT NULL
          AND ($2::uuid IS NULL OR product_id = $2::uuid)
        ORDER BY product_id, location_id`,
      [providerId, productId ?? null],
    );
    return this.named(providerId, rows);
  }

  /** Every reorder point set, a page at a time from one snapshot (the CSV export). */
  async *exportPages(providerId: string): AsyncGenerator<ReorderPointView[]> {
    for await (const rows of this.db.pages<CellRow>(
      `SELECT ${COLUMNS} FROM reorder_cells WHERE provider_id = $1 AND minimum IS NOT NULL
        ORDER BY product_id, location_id`,
      [providerId],
    ))
      yield await this.named(providerId, rows);
  }

  private async named(providerId: string, rows: readonly CellRow[]): Promise<ReorderPointView[]> {
    if (rows.length === 0) return [];
    const [products, locations] = await this.db.readTogether(
      this.products.byIdsRead(providerId, [...new Set(rows.map((row) => row.product_id))]),
      this.locations.listRead(providerId),
    );
    const productName = new Map(products.map((p) => [p.id, p.name]));
    const locationName = new Map(locations.map((l) => [l.id, l.name]));
    return rows.map((row) => {
      const lowSince = row.low_since ? row.low_since.toISOString() : null;
      return {
        product_id: row.product_id,
        product_name: productName.get(row.product_id) ?? '',
        location_id: row.location_id,
        location_name: locationName.get(row.location_id) ?? '',
        current_stock: row.available,
        in_transit_stock: row.in_transit,
        minimum: row.minimum ?? 0,
        reorder_quantity: row.reorder_quantity,
        low: lowSince !== null,
        low_since: lowSince,
        suggested_quantity: row.suggested_quantity,
      };
    });
  }
}
