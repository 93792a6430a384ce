import { PaginationResponse } from '../../platform';
import type { ProductView } from '../domain/product';

/**
 * A product as the API answers it (docs/product.md §3, Product), as classes so that the OpenAPI
 * document describes the answers field by field and the frontend's types are generated from it.
 * It implements the domain's view, so the two cannot drift apart.
 */
export class ProductResponse implements ProductView {
  id!: string;
  name!: string;
  price!: number;
  photo!: string | null;
  /** The photo resized for lists. */
  thumbnail!: string | null;
  active!: boolean;
  /** The provider's id. */
  provider!: string;
  /** Custom field id to value; {} when none. */
  metadata!: Record<string, string | number | boolean>;
  /** The provider's own stock-keeping code, unique per provider. */
  sku!: string | null;
  /** The barcode on the item, unique per provider. */
  barcode!: string | null;
  /** Present, and true, only on a product that keeps its stock per lot (lots and expiry). */
  track_lots?: true;
  /**
   * Percent (0 to 100, at most 3 decimals) orders of it are taxed at, frozen into each line
   * when placed; null: the provider's default rate (its business settings).
   */
  tax_rate!: number | null;
}

export class OneProductResponse {
  product!: ProductResponse;
}

/** A page of the provider's products by name, and how many there are. */
export class ProductListResponse {
  products!: ProductResponse[];
  pagination!: PaginationResponse;
}
