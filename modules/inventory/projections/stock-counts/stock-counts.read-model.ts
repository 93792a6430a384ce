import { Injectable } from '@nestjs/common';
import { ProductsService } from '../../../catalog';
import { LocationsReadModel } from '../../../locations';
import { Database } from '../../../platform';
import { CountNotFoundError, CountStatus } from '../../domain/stock-count';
import type {
  CountDetailResponse as CountDetailView,
  CountLineResponse as CountLineView,
  CountResponse as CountView,
} from '../../responses/count.response.dto';

interface CountRow {
  id: string;
  status: CountStatus;
  location_id: string;
  filter: string | null;
  notes: string | null;
  started_at: Date;
  started_by: string | null;
  closed_at: Date | null;
  lines: number;
  counted: number;
  adjustment_ids: string[];
}

interface LineRow {
  product_id: string;
  on_hand_at_start: number;
  counted: number | null;
  expected: number | null;
}

export interface CountFilter {
  statuses?: readonly CountStatus[];
  locationId?: string;
}

const COLUMNS = `id, status, location_id, filter, notes, started_at, started_by, closed_at, lines,
  counted, adjustment_ids`;

/** Stock counts as the list, the entry screen and the review read them, with names. */
@Injectable()
export class CountsReadModel {
  constructor(
    private readonly db: Database,
    private readonly products: ProductsService,
    private readonly locations: LocationsReadModel,
  ) {}

  async list(
    providerId: string,
    filter: CountFilter,
    page: { limit: number; offset: number },
  ): Promise<{ counts: CountView[]; total: number }> {
    const values = [
      providerId,
      filter.statuses && filter.statuses.length > 0 ? [...filter.statuses] : null,
      filter.locationId ?? null,
    ];
    const where = `provider_id = $1 AND ($2::text[] IS NULL OR status = ANY($2::text[]))
      AND ($3::uuid IS NULL OR location_id = $3)`;
    const [{ rows }, counted, locations] = await Promise.all([
      this.db.query<CountRow>(
        `SELECT ${COLUMNS} FROM stock_counts WHERE ${where}
          ORDER BY started_at DESC, id DESC LIMIT $4 OFFSET $5`,
        [...values, page.limit, page.offset],
      ),
      this.db.query<{ n: string }>(`SELECT count(*) AS n FROM stock_counts WHERE ${where}`, values),
      this.locations.list(providerId),
    ]);
    const names = new Map(locations.map((l) => [l.id, l.name]));
    return {
      counts: rows.map((row) => viewOf(row, names.get(row.location_id) ?? '')),
      total: Number(counted.rows[0].n),
    };
  }

  /**
   * The count with its lines (only those of `productIds` when given), each with its expected
   * figure: the inventory's now while the count is open, the approval's once approved.
   */
  async get(
    providerId: string,
    countId: string,
    productIds?: readonly string[],
  ): Promise<CountDetailView> {
    const { rows } = await this.db.query<CountRow>(
      `SELECT ${COLUMNS} FROM stock_counts WHERE provider_id = $1 AND id = $2`,
      [providerId, countId],
    );
    if (rows.length === 0) throw new CountNotFoundError();
    const [row] = rows;
    const [lines, location] = await Promise.all([
      this.db.query<LineRow>(
        `SELECT l.product_id, l.on_hand_at_start, l.counted,
                CASE WHEN $3 = 'APPROVED' THEN l.expected_at_approval
                     WHEN $3 = 'OPEN' THEN coalesce(i.current_stock + i.committed_stock, 0)
                END AS expected
           FROM stock_count_lines l
           LEFT JOIN inventory i ON i.location_id = $2 AND i.product_id = l.product_id
          WHERE l.count_id = $1 AND ($4::uuid[] IS NULL OR l.product_id = ANY($4::uuid[]))
          ORDER BY l.position`,
        [countId, row.location_id, row.status, productIds ? [...productIds] : null],
      ),
      this.locations.get(providerId, row.location_id),
    ]);
    const products = await this.products.byIds(
      providerId,
      lines.rows.map((l) => l.product_id),
    );
    const byId = new Map(products.map((p) => [p.id, p]));
    return {
      ...viewOf(row, location?.name ?? ''),
      lines: lines.rows.map((line): CountLineView => {
        const product = byId.get(line.product_id);
        const expected = line.expected;
        return {
          product_id: line.product_id,
          product_name: product?.name ?? '',
          sku: product?.sku ?? null,
          barcode: product?.barcode ?? null,
          on_hand_at_start: line.on_hand_at_start,
          moved: expected === null ? 0 : expected - line.on_hand_at_start,
          expected,
          counted: line.counted,
          variance: line.counted === null || expected === null ? null : line.counted - expected,
        };
      }),
    };
  }
}

function viewOf(row: CountRow, locationName: string): CountView {
  return {
    id: row.id,
    status: row.status,
    location: { id: row.location_id, name: locationName },
    filter: row.filter,
    notes: row.notes,
    started_at: new Date(row.started_at).toISOString(),
    started_by: row.started_by,
    closed_at: row.closed_at && new Date(row.closed_at).toISOString(),
    lines_total: row.lines,
    lines_counted: row.counted,
    adjustment_ids: row.adjustment_ids,
  };
}
