import { ApiProperty } from '@nestjs/swagger';
import { PaginationResponse } from '../../platform';

/**
 * What GET …/inventory answers (docs/product.md §3, Inventory row), described field by field for
 * the OpenAPI document and the frontend's generated types. The read model builds these rows.
 */

/** One product at one location where stock was ever recorded. */
export class InventoryRowResponse {
  product_id!: string;
  product_name!: string;
  product_photo!: string | null;
  location_id!: string;
  current_stock!: number;
  committed_stock!: number;
  /** Current plus committed. */
  total_stock!: number;
  /** Shipped here by a transfer and not received yet; not part of the total (see transfers). */
  in_transit_stock!: number;
  /** The product's custom values: field id to `{ value }`. */
  @ApiProperty({
    type: 'object',
    additionalProperties: {
      type: 'object',
      required: ['value'],
      properties: { value: { description: 'The value: text, a number or true/false.' } },
    },
  })
  metadata!: Record<string, { value: unknown }>;
}

/** A product of the grid's page, also one with no stock recorded yet. */
export class InventoryProductResponse {
  id!: string;
  name!: string;
  photo!: string | null;
  /** The photo resized for lists. */
  thumbnail!: string | null;
  active!: boolean;
  /** Custom field id to value; {} when none. */
  metadata!: Record<string, string | number | boolean>;
  /** Present, and true, only on a product that keeps its stock per lot. */
  track_lots?: true;
}

/**
 * Every recorded cell; with `limit`, a page of products (`products`), their cells and how many
 * products match (`pagination`). With `as_of`, the figures as they stood then.
 */
export class InventoryResponse {
  inventory!: InventoryRowResponse[];
  /** With `as_of`: the moment the figures stand at (ISO). */
  as_of?: string;
  /** With `as_of` and `known_at`: as known at that moment (ISO). */
  known_at?: string;
  /** With `limit`: the page's products. */
  products?: InventoryProductResponse[];
  /** With `limit`: how many products match. */
  pagination?: PaginationResponse;
}
