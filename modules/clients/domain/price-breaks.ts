import type { PriceBreak } from '../../catalog';

/**
 * Which quantity breaks a client's order lines get (issue 37), and the unit price they give.
 * A client's own breaks for a product replace the product's whole (an empty list of its own
 * means no breaks for that client). Pure.
 */

/** A client's own breaks for one product, as placing an order reads them. */
export interface ClientPriceBreaks {
  product_id: string;
  price_breaks: PriceBreak[];
}

/** The product with the breaks its client's lines get: the client's own, else its own. */
export function withClientBreaks<P extends { id: string; price_breaks: PriceBreak[] }>(
  product: P,
  own: ReadonlyMap<string, PriceBreak[]>,
): P {
  const breaks = own.get(product.id);
  return breaks ? { ...product, price_breaks: breaks } : product;
}

/** A client's rows by product, for withClientBreaks. */
export function breaksByProduct(rows: readonly ClientPriceBreaks[]): Map<string, PriceBreak[]> {
  return new Map(rows.map((row) => [row.product_id, row.price_breaks]));
}

/**
 * The unit price of a line of `quantity` units: the break with the largest minimum at or below
 * the quantity, but never dearer than `base` (the price the line has without breaks: the
 * client's custom price, else the product's). No break reached: `base`.
 */
export function breakPrice(base: number, breaks: readonly PriceBreak[], quantity: number): number {
  let reached: PriceBreak | undefined;
  for (const candidate of breaks)
    if (
      candidate.min_quantity <= quantity &&
      (!reached || candidate.min_quantity > reached.min_quantity)
    )
      reached = candidate;
  return reached && reached.price < base ? reached.price : base;
}
