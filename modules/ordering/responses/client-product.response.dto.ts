import { ApiProperty } from '@nestjs/swagger';
import { PriceBreakResponse } from '../../catalog';
import type { PriceOption } from '../../clients';

/**
 * The client portal's order form, as the API answers it: what a client may order from a
 * provider. Described field by field for the OpenAPI document and the frontend's generated types.
 */

/** One price a product can be ordered at, with its label ("$10.00 (Default)"). */
export class PriceOptionResponse implements PriceOption {
  price!: number;
  label!: string;
  /** What the label says in brackets: the custom price's name, Custom, or Default. */
  note!: string;
}

/** A product the client may order, at its price, with what is still available. */
export class ClientProductResponse {
  id!: string;
  name!: string;
  photo!: string | null;
  thumbnail!: string | null;
  /** The provider's own stock-keeping code, when it gave one: buyers search by it. */
  sku!: string | null;
  /** The price that applies first. */
  price!: number;
  prices!: PriceOptionResponse[];
  /**
   * The fewest units a line of it may hold (0 aside): the client's own rule for the product,
   * else the product's; null: no minimum.
   */
  min_quantity!: number | null;
  /** Units it is ordered in multiples of (the client's own rule, else the product's); null: any. */
  case_pack!: number | null;
  /**
   * Quantity-break prices, minimums rising (the client's own for the product, else the
   * product's): a line of at least `min_quantity` units is priced at the break's price when it
   * is below `price`. [] for none.
   */
  price_breaks!: PriceBreakResponse[];
  /**
   * Null when the provider has no default location (the order form then says so), and always
   * when the provider shows stock in words (`portal_stock` words).
   */
  available!: number | null;
  /**
   * The stock in words, in both modes: `low` at or below the stock's reorder point (else at or
   * below 5 units); null when not known (no default location).
   */
  availability!: 'in_stock' | 'low' | 'out_of_stock' | null;
  /** The product's values of the catalog's filter fields, by field id; no other custom field. */
  filter_values!: Record<string, string | boolean>;
}

/** A filter of the catalog: a product custom field the provider marked as a portal filter. */
export class CatalogFilterResponse {
  id!: string;
  /** The field's label ("Category"). */
  name!: string;
  /** TEXT and SELECT values are texts, BOOLEAN values true or false. */
  type!: 'TEXT' | 'SELECT' | 'BOOLEAN';
  /** The values present among the client's products, sorted (true before false). */
  @ApiProperty({ type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'boolean' }] } })
  values!: (string | boolean)[];
}

export class PortalLocationResponse {
  id!: string;
  name!: string;
}

export class ClientProductListResponse {
  /** The provider's default location, where the client's orders go; null when it has none. */
  location!: PortalLocationResponse | null;
  /**
   * The smallest total before tax an order may have, in the provider's currency (the shop's);
   * null: none.
   */
  min_order_value!: number | null;
  /**
   * How the provider shows its stock: `exact` (each product's `available`), or `words` (only
   * `availability`; out-of-stock products are listed too, to be seen but not ordered).
   */
  portal_stock!: 'exact' | 'words';
  /** The filters the New order page offers: fields with a value among these products. */
  filters!: CatalogFilterResponse[];
  /**
   * How many products the search finds that can be listed (in words, out of stock ones too;
   * else those available), of which `products` is the page asked for; without a search or a
   * page, `products` is the whole catalog, the unavailable included.
   */
  total!: number;
  products!: ClientProductResponse[];
}
