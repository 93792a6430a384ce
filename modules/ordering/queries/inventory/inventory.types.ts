/**
 * What GET …/inventory answers, row by row: the query builds these and the frontend imports
 * them (types only). It imports nothing, so that both sides can read it.
 */

/** Spec 3, Inventory row: one per product and location where stock was ever recorded. */
export interface InventoryRow {
  product_id: string;
  product_name: string;
  product_photo: string | null;
  location_id: string;
  current_stock: number;
  committed_stock: number;
  total_stock: number;
  /** Shipped here by a transfer and not received yet; not part of the total (see transfers). */
  in_transit_stock: number;
  metadata: Record<string, { value: unknown }>;
}
