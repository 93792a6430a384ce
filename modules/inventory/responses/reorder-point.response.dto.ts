import { PaginationResponse } from '../../platform';

/**
 * A stock's reorder point and the figures it is judged on, as the Low stock screen, Product
 * detail and the API show it, described for the OpenAPI document and the frontend's generated
 * types. The low-stock read model builds these rows.
 */
export class ReorderPointResponse {
  product_id!: string;
  product_name!: string;
  location_id!: string;
  location_name!: string;
  /** What can still be promised (current stock): what the minimum is compared with. */
  current_stock!: number;
  /** Shipped here by a transfer and not received yet. */
  in_transit_stock!: number;
  minimum!: number;
  /** How much to order when low; null: none set (enough to get above the minimum). */
  reorder_quantity!: number | null;
  /** At or below the minimum. */
  low!: boolean;
  /** When the stock fell to its minimum (ISO; null: it is above). */
  low_since!: string | null;
  /** What to order: the reorder quantity, or more to lift the stock above its minimum, less what is in transit. */
  suggested_quantity!: number;
}

/** A page of the low stocks (at or below their minimum), the longest low first. */
export class LowStockResponse {
  low_stock!: ReorderPointResponse[];
  pagination!: PaginationResponse;
}

/** The reorder points set, of one product or all. */
export class ReorderPointListResponse {
  reorder_points!: ReorderPointResponse[];
}

export class ReorderPointsSetResponse {
  /** How many stocks' points were set or removed. */
  updated!: number;
}
