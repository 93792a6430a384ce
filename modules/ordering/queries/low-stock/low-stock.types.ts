/** A stock's reorder point and the figures it is judged on, as the screens and the API show it. */
export interface ReorderPointView {
  product_id: string;
  product_name: string;
  location_id: string;
  location_name: string;
  /** What can still be promised (current stock): what the minimum is compared with. */
  current_stock: number;
  in_transit_stock: number;
  minimum: number;
  reorder_quantity: number | null;
  low: boolean;
  /** When the stock fell to its minimum (null: it is above). */
  low_since: string | null;
  suggested_quantity: number;
}
