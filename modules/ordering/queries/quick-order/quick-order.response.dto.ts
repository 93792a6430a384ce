import { ApiProperty } from '@nestjs/swagger';
import { QUICK_ORDER_VERDICTS, type QuickOrderVerdict } from './quick-order.verdicts';

/**
 * The answer of POST /api/client/{key}/quick_order: a verdict per line, in the order sent.
 * Described field by field for the OpenAPI document and the frontend's generated types.
 */

/** The product a line names, as the client may order it. */
export class QuickOrderProductResponse {
  id!: string;
  name!: string;
  sku!: string;
  /** The client's price: the price that applies first. */
  price!: number;
  /** The fewest units the client may order of it (its own rule, else the product's); null: none. */
  min_quantity!: number | null;
  /** Units it is sold in multiples of, for this client; null: any whole number. */
  case_pack!: number | null;
}

export class QuickOrderLineResponse {
  /** The line's place in `lines`, from 1. */
  line!: number;
  /** The SKU as sent, without the spaces around it. */
  sku!: string;
  /** The units this line asked. */
  quantity!: number;
  /**
   * `ok`: added; `capped`: fewer available, lowered to what may be ordered of the `available`
   * (`added`); `merged`: the same product as an earlier line (`merged_into`), added together
   * there; `unknown_sku`: no product has it; `not_offered`: a product the client may not order;
   * `out_of_stock`; `not_enough_stock`: fewer available than asked, where the provider shows
   * stock in words (no number, nothing added); `invalid_quantity`: 0, or the lines of one product
   * together above the most one line takes; `below_minimum`, `not_a_case_multiple`: the product's
   * ordering rules (`product.min_quantity`, `product.case_pack`), for the lines together.
   */
  @ApiProperty({ enum: QUICK_ORDER_VERDICTS })
  verdict!: QuickOrderVerdict;
  /** The product, unless the SKU is unknown or the product not offered to the client. */
  product!: QuickOrderProductResponse | null;
  /** Units that go into the cart for this line: its product's lines together, on the first. */
  added!: number;
  /**
   * `capped`, `out_of_stock`, and a rule's verdict given for want of stock: the units that may be
   * ordered now; else null, and always null where the provider shows stock in words.
   */
  available!: number | null;
  /** The later lines of the same product, counted with this one (its verdict is theirs). */
  merged_lines!: number[];
  /** A later line of a product: the first line, whose verdict counted this one; else null. */
  merged_into!: number | null;
}

export class QuickOrderResponse {
  lines!: QuickOrderLineResponse[];
}
