import { PaginationResponse } from '../../platform';

/**
 * What the stock count routes answer, described field by field for the OpenAPI document and
 * the frontend's generated types. The counts read model builds these shapes.
 */

export class CountLocationResponse {
  id!: string;
  name!: string;
}

export class CountLineResponse {
  product_id!: string;
  product_name!: string;
  sku!: string | null;
  barcode!: string | null;
  /** On hand (current + committed) when the count started. */
  on_hand_at_start!: number;
  /** What moved at the location since the start (expected - on hand at the start). */
  moved!: number;
  /**
   * On hand at the start plus the movements since: the stock now while the count is open, the
   * figure it was approved against once approved (null for a line not counted then).
   */
  expected!: number | null;
  counted!: number | null;
  /** counted - expected, null while not counted. */
  variance!: number | null;
}

export class CountResponse {
  id!: string;
  status!: 'OPEN' | 'APPROVED' | 'CANCELLED';
  location!: CountLocationResponse;
  /** The search that chose the products, null for every active product. */
  filter!: string | null;
  notes!: string | null;
  /** ISO time. */
  started_at!: string;
  /** The member who started it. */
  started_by!: string | null;
  /** When it was approved or cancelled (ISO). */
  closed_at!: string | null;
  lines_total!: number;
  lines_counted!: number;
  /** The ADJUST movements the approval placed (none when every count agreed). */
  adjustment_ids!: string[];
}

/** A count with its lines (after an entry, only the lines entered). */
export class CountDetailResponse extends CountResponse {
  lines!: CountLineResponse[];
}

/** A page of counts, newest first. */
export class CountListResponse {
  counts!: CountResponse[];
  pagination!: PaginationResponse;
}

export class OneCountResponse {
  count!: CountDetailResponse;
}
