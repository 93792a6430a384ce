import { PaginationResponse } from '../../platform';
import type { PriceBreak } from '../domain/price-breaks';
import type { ProductView } from '../domain/product';

/** From `min_quantity` units on, a line of the product is priced at `price`. */
export class PriceBreakResponse implements PriceBreak {
  min_quantity!: number;
  price!: number;
}

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
  /**
   * The fewest units a client's order line of it may hold (0 aside); null: no minimum. A
   * client's own rule (client_product_rules) wins over it.
   */
  min_quantity!: number | null;
  /** Units a client orders it in multiples of (a case of 6); null: any whole number. */
  case_pack!: number | null;
  /**
   * Quantity-break prices, minimums rising (12+ at $4.00, 48+ at $3.50); [] for none. A
   * client's own breaks for the product (client_price_breaks) replace these whole.
   */
  price_breaks!: PriceBreakResponse[];
}

export class OneProductResponse {
  product!: ProductResponse;
}

/** A page of the provider's products by name, and how many there are. */
export class ProductListResponse {
  products!: ProductResponse[];
  pagination!: PaginationResponse;
}
