/**
 * Stock figures as the API answers them (docs/product.md §3, Stock entry and Product stock entry),
 * described field by field for the OpenAPI document and the frontend's generated types.
 */

/** What can still be promised of a product at one location. */
export class StockEntryResponse {
  product_id!: string;
  current_stock!: number;
}

export class StockAtLocationResponse {
  /** The products with stock recorded at the location; one without an entry has none. */
  stock!: StockEntryResponse[];
}

/** A product's stock at one location. Total is current plus committed. */
export class ProductStockEntryResponse {
  location_id!: string;
  location_name!: string;
  current_stock!: number;
  committed_stock!: number;
  /** Shipped here by a transfer and not received yet. */
  in_transit_stock!: number;
}

export class ProductStockResponse {
  /** By location name. */
  stock!: ProductStockEntryResponse[];
}
