/**
 * The ordering rules a client's order meets (issue 37), checked when a client places an order
 * through the portal: each line holds none of a product, or at least its minimum order quantity,
 * in multiples of its case pack (the client's own rules for the product where it has them, else
 * the product's); and the order's total before tax reaches the provider's minimum order value.
 * Staff placing an order for a client are not held to them (their form warns instead): see
 * docs/decisions/ordering-rules-buyers-meet.md. Pure: every breach is returned, none thrown.
 */
import { formatMinor, lineTotal, toMinor } from './money';

/** A product's rules for the client ordering it; null: no such rule. */
export interface LineRules {
  min_quantity: number | null;
  case_pack: number | null;
}

/** An order line as the rules see it: its product, units, frozen unit price and rules. */
export interface RuledLine {
  productId: string;
  /** The product's name, for the message. */
  name: string;
  quantity: number;
  price: number | string | null;
  rules: LineRules;
}

export interface RuledOrder {
  lines: readonly RuledLine[];
  /** The provider's minimum order value before tax, in `currency`; null: none. */
  minOrderValue: number | null;
  currency: string;
}

/** One rule an order breaks, with what the message needs. */
export type OrderRuleBreach =
  | { rule: 'min_quantity'; productId: string; name: string; quantity: number; minimum: number }
  | { rule: 'case_pack'; productId: string; name: string; quantity: number; casePack: number }
  | {
      rule: 'min_order_value';
      /** Exact decimal strings of the currency ("100.00"). */
      minimum: string;
      total: string;
      currency: string;
    };

/**
 * Every rule the order breaks, lines first in their order (a line may break both of its rules),
 * then the minimum order value. A line of 0 units breaks nothing; an order with no units at all
 * is left to the check that asks for a product.
 */
export function orderRuleBreaches(order: RuledOrder): OrderRuleBreach[] {
  const breaches: OrderRuleBreach[] = [];
  for (const { productId, name, quantity, rules } of order.lines) {
    if (quantity === 0) continue;
    if (rules.min_quantity !== null && quantity < rules.min_quantity)
      breaches.push({
        rule: 'min_quantity',
        productId,
        name,
        quantity,
        minimum: rules.min_quantity,
      });
    if (rules.case_pack !== null && quantity % rules.case_pack !== 0)
      breaches.push({ rule: 'case_pack', productId, name, quantity, casePack: rules.case_pack });
  }
  const { minOrderValue, currency } = order;
  if (minOrderValue !== null && order.lines.some((line) => line.quantity > 0)) {
    const total = order.lines.reduce(
      (sum, line) => sum + lineTotal(line.quantity, line.price, currency),
      0n,
    );
    const minimum = toMinor(minOrderValue, currency);
    if (total < minimum)
      breaches.push({
        rule: 'min_order_value',
        minimum: formatMinor(minimum, currency),
        total: formatMinor(total, currency),
        currency,
      });
  }
  return breaches;
}

/** A count as the server's English messages write it: 1,000. */
const count = (n: number) => n.toLocaleString('en-US');

/**
 * A breach in a sentence, amounts in the provider's `locale` and currency: "Rye Loaf: order at
 * least 6.", "Rye Loaf: order in multiples of 6 (6, 12, 18...).", "The minimum order is
 * $100.00; this order is $80.00."
 */
export function breachMessage(breach: OrderRuleBreach, locale: string): string {
  switch (breach.rule) {
    case 'min_quantity':
      return `${breach.name}: order at least ${count(breach.minimum)}.`;
    case 'case_pack': {
      const pack = breach.casePack;
      return `${breach.name}: order in multiples of ${count(pack)} (${[1, 2, 3].map((n) => count(n * pack)).join(', ')}...).`;
    }
    case 'min_order_value': {
      const money = new Intl.NumberFormat(locale, { style: 'currency', currency: breach.currency });
      return `The minimum order is ${money.format(Number(breach.minimum))}; this order is ${money.format(Number(breach.total))}.`;
    }
    default: {
      const never: never = breach;
      return never;
    }
  }
}
