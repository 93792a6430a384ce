/**
 * Quick order's verdicts (issue 37): pasted "SKU quantity" lines read against what a client may
 * order, one verdict per line, in the order sent. Pure: the handler reads the products, the
 * client's offers and the stock, and this decides.
 *
 * - A SKU no product has is `unknown_sku`; one whose product the client may not order (inactive,
 *   or not in the client's availability) is `not_offered`, and says nothing more of it.
 * - A quantity of 0 is `invalid_quantity` (the request's check refuses anything else that is not
 *   a whole number in range).
 * - The lines of one product are added together on its first line, whose verdict speaks for all
 *   (`merged_lines`); the later ones name it (`merged_into`), and are `merged` when it is added.
 * - The ordering rules (domain/order-rules.ts: the minimum quantity and the case pack the client
 *   meets) are checked on the lines together: `below_minimum`, `not_a_case_multiple`.
 * - Against the stock: none available is `out_of_stock`; fewer than asked is `capped`, lowered to
 *   what is available (to the largest quantity the rules allow within it); unknown stock (no
 *   default location) caps nothing, as the portal's cart does. Where the provider shows stock in
 *   words, no number is given: fewer than asked is `not_enough_stock` and nothing is added, since
 *   a lowered quantity would tell the stock.
 */
import { orderRuleBreaches } from '../../domain/order-rules';

export const QUICK_ORDER_VERDICTS = [
  'ok',
  'capped',
  'merged',
  'unknown_sku',
  'not_offered',
  'out_of_stock',
  'not_enough_stock',
  'invalid_quantity',
  'below_minimum',
  'not_a_case_multiple',
] as const;
export type QuickOrderVerdict = (typeof QUICK_ORDER_VERDICTS)[number];

/** A line as the buyer sent it. */
export interface AskedLine {
  sku: string;
  quantity: number;
}

/** A product the client may order, at the client's price, with the rules the client meets. */
export interface OfferedProduct {
  id: string;
  name: string;
  sku: string | null;
  price: number;
  min_quantity: number | null;
  case_pack: number | null;
}

export interface JudgedLine {
  line: number;
  sku: string;
  quantity: number;
  verdict: QuickOrderVerdict;
  product: {
    id: string;
    name: string;
    sku: string;
    price: number;
    min_quantity: number | null;
    case_pack: number | null;
  } | null;
  added: number;
  available: number | null;
  merged_lines: number[];
  merged_into: number | null;
}

/** What the lines are judged against. */
export interface QuickOrderContext {
  /** The keys (skuKey) of the provider's SKUs the lines name, offered or not. */
  known: ReadonlySet<string>;
  /** Those products the client may order. */
  offered: readonly OfferedProduct[];
  /** Units that may be ordered per product id (none without an entry); null: unknown. */
  stock: ReadonlyMap<string, number> | null;
  /** The provider shows stock in words: no verdict gives a number of it. */
  stockInWords: boolean;
  /** The most units one order line takes. */
  maxQuantity: number;
}

/** How a SKU is compared: spaces around it ignored, case aside (as the catalog's unique index). */
export function skuKey(sku: string): string {
  return sku.trim().toLowerCase();
}

/** The rule `quantity` units of `product` break, if any: the minimum first. */
function ruleBroken(product: OfferedProduct, quantity: number): QuickOrderVerdict | null {
  const [breach] = orderRuleBreaches({
    lines: [
      {
        productId: product.id,
        name: product.name,
        quantity,
        price: product.price,
        rules: { min_quantity: product.min_quantity, case_pack: product.case_pack },
      },
    ],
    // The order's minimum value is the whole order's, checked when it is placed.
    minOrderValue: null,
    currency: 'USD',
  });
  if (!breach) return null;
  return breach.rule === 'min_quantity' ? 'below_minimum' : 'not_a_case_multiple';
}

/** The most units within `available` the rules allow: whole cases, at least the minimum; 0 if none. */
function largestAllowed(product: OfferedProduct, available: number): number {
  const units = product.case_pack
    ? Math.floor(available / product.case_pack) * product.case_pack
    : available;
  return product.min_quantity !== null && units < product.min_quantity ? 0 : units;
}

/** The verdict of every line, in the order sent. */
export function judgeQuickOrder(
  lines: readonly AskedLine[],
  { known, offered, stock, stockInWords, maxQuantity }: QuickOrderContext,
): JudgedLine[] {
  const byKey = new Map(
    offered
      .filter((product) => product.sku !== null)
      .map((product) => [skuKey(product.sku!), product]),
  );
  const judged: JudgedLine[] = lines.map((asked, i) => ({
    line: i + 1,
    sku: asked.sku.trim(),
    quantity: asked.quantity,
    verdict: 'ok',
    product: null,
    added: 0,
    available: null,
    merged_lines: [],
    merged_into: null,
  }));
  // The lines of each product with units asked, in the order of their first line.
  const groups = new Map<string, { product: OfferedProduct; lines: JudgedLine[] }>();
  lines.forEach((asked, i) => {
    const line = judged[i];
    const key = skuKey(asked.sku);
    const product = byKey.get(key);
    if (!product) {
      line.verdict = known.has(key) ? 'not_offered' : 'unknown_sku';
      return;
    }
    line.product = {
      id: product.id,
      name: product.name,
      sku: product.sku!,
      price: product.price,
      min_quantity: product.min_quantity,
      case_pack: product.case_pack,
    };
    if (asked.quantity <= 0) {
      line.verdict = 'invalid_quantity';
      return;
    }
    const group = groups.get(product.id);
    if (group) group.lines.push(line);
    else groups.set(product.id, { product, lines: [line] });
  });

  for (const [productId, { product, lines: group }] of groups) {
    const [first, ...later] = group;
    first.merged_lines = later.map((line) => line.line);
    for (const line of later) line.merged_into = first.line;
    /** Every line of the product gets the verdict, nothing added. */
    const refuse = (verdict: QuickOrderVerdict, available: number | null = null) => {
      for (const line of group) {
        line.verdict = verdict;
        line.available = stockInWords ? null : available;
      }
    };

    const total = group.reduce((sum, line) => sum + line.quantity, 0);
    const available = stock ? Math.max(0, stock.get(productId) ?? 0) : null;
    if (total > maxQuantity) refuse('invalid_quantity');
    else if (available === 0) refuse('out_of_stock', 0);
    else {
      const broken = ruleBroken(product, total);
      const units = available === null || total <= available ? total : null;
      if (broken) refuse(broken);
      else if (units === null && stockInWords) refuse('not_enough_stock');
      else if (units === null && largestAllowed(product, available!) === 0)
        // Some are left, but fewer than the rules let one order.
        refuse(ruleBroken(product, available!) ?? 'out_of_stock', available);
      else {
        const capped = units === null;
        first.verdict = capped ? 'capped' : 'ok';
        first.added = capped ? largestAllowed(product, available!) : total;
        first.available = capped ? available : null;
        for (const line of later) line.verdict = 'merged';
      }
    }
  }
  return judged;
}
