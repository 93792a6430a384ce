/** A product's units sold by the order, their revenue and their cost of goods. */
export class OrderMarginLineResponse {
  product_id!: string;
  product_name!: string;
  /** Units shipped less those returned. */
  units_sold!: number;
  /** Those units at the line's price, before tax, in the order's currency. */
  revenue!: number;
  /** What those units cost, at moving-average cost when they shipped, in the provider's currency. */
  cost_of_goods!: number;
  margin!: number;
}

/**
 * An order's margin on what it has shipped (less returns): revenue at its prices before tax,
 * less the cost of goods its shipments recorded. Nothing shipped: all zero.
 */
export class OrderMarginResponse {
  order_id!: string;
  currency!: string;
  revenue!: number;
  cost_of_goods!: number;
  margin!: number;
  /** The margin as a share of revenue, in percent to one decimal; null without revenue. */
  margin_percent!: number | null;
  lines!: OrderMarginLineResponse[];
}
