/**
 * A client's own ordering rules (issue 37): for one product, a minimum order quantity and a
 * case pack in place of the product's. The override is whole: both fields replace the
 * product's, a null being no rule for this client (so a provider may waive a minimum for one
 * client). Pure.
 */

/** A product's or a client's ordering rules; null: no such rule. */
export interface OrderRules {
  min_quantity: number | null;
  case_pack: number | null;
}

/** A client's own rules for one product, as placing an order reads them. */
export interface ClientOrderRules extends OrderRules {
  product_id: string;
}

/** The product with the rules its client's order lines meet: the client's own, else its own. */
export function withClientRules<P extends { id: string } & OrderRules>(
  product: P,
  own: ReadonlyMap<string, OrderRules>,
): P {
  const rules = own.get(product.id);
  return rules
    ? { ...product, min_quantity: rules.min_quantity, case_pack: rules.case_pack }
    : product;
}

/** A client's rows by product, for withClientRules. */
export function rulesByProduct(rows: readonly ClientOrderRules[]): Map<string, OrderRules> {
  return new Map(
    rows.map((row) => [
      row.product_id,
      { min_quantity: row.min_quantity, case_pack: row.case_pack },
    ]),
  );
}
