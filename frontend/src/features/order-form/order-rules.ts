/**
 * The ordering rules a buyer meets (issue 37), as the order form shows them before the server
 * checks them: a product's minimum order quantity and case pack (the client's own where the
 * provider set them), and the provider's minimum order value. Pure: the steps of the stepper,
 * what a typed quantity breaks, and what the cart restores; the words come from the catalog.
 */
import type { TFunction } from 'i18next';

/** A product's rules for the buyer; null: no such rule. */
export interface QuantityRules {
  minQuantity?: number | null;
  casePack?: number | null;
}

/** Whether a product has a rule worth saying. */
export function hasRules(rules: QuantityRules): boolean {
  return (rules.minQuantity ?? null) !== null || (rules.casePack ?? null) !== null;
}

const packOf = (rules: QuantityRules) => Math.max(1, rules.casePack ?? 1);

/** The smallest quantity above 0 a line may hold: the minimum, rounded up to a case pack. */
export function firstQuantity(rules: QuantityRules): number {
  const pack = packOf(rules);
  return Math.ceil(Math.max(1, rules.minQuantity ?? 1) / pack) * pack;
}

/** Whether a line may hold `quantity`: none, or at least the minimum in whole packs. */
export function isAllowed(quantity: number, rules: QuantityRules): boolean {
  return quantity === 0 || (quantity >= firstQuantity(rules) && quantity % packOf(rules) === 0);
}

/** The stepper's one more: the first allowed quantity above `quantity`. */
export function nextQuantity(quantity: number, rules: QuantityRules): number {
  const first = firstQuantity(rules);
  if (quantity < first) return first;
  const pack = packOf(rules);
  return (Math.floor(quantity / pack) + 1) * pack;
}

/** The stepper's one less: the last allowed quantity below `quantity` (0 below the first). */
export function previousQuantity(quantity: number, rules: QuantityRules): number {
  if (quantity <= firstQuantity(rules)) return 0;
  const pack = packOf(rules);
  return (Math.ceil(quantity / pack) - 1) * pack;
}

/** A rule a quantity breaks. */
export type QuantityBreach =
  | { rule: 'min_quantity'; minimum: number }
  | { rule: 'case_pack'; casePack: number };

/** The rules `quantity` breaks, as the server reckons them (none for 0). */
export function quantityBreaches(quantity: number, rules: QuantityRules): QuantityBreach[] {
  if (quantity === 0) return [];
  const breaches: QuantityBreach[] = [];
  const minimum = rules.minQuantity ?? null;
  const casePack = rules.casePack ?? null;
  if (minimum !== null && quantity < minimum) breaches.push({ rule: 'min_quantity', minimum });
  if (casePack !== null && quantity % casePack !== 0)
    breaches.push({ rule: 'case_pack', casePack });
  return breaches;
}

/**
 * The quantity a kept line becomes under the rules and the stock now (`available` null:
 * unknown): as it is when allowed; else the next allowed quantity up when the stock has it,
 * else the last allowed one down; 0 when none fits.
 */
export function allowedQuantity(
  quantity: number,
  rules: QuantityRules,
  available: number | null,
): number {
  const fits = (q: number) => available === null || q <= available;
  const allowed = isAllowed(quantity, rules);
  if (allowed && fits(quantity)) return quantity;
  // Up to the first allowed quantity (what the stepper's one more gives), when the stock has it.
  if (!allowed) {
    const up = nextQuantity(quantity - 1, rules);
    if (fits(up)) return up;
  }
  return previousQuantity(Math.min(quantity, available ?? quantity) + 1, rules);
}

/** The words of a product's rules on its card or row: "Min. 6 · packs of 6"; null for none. */
export function rulesHint(
  rules: QuantityRules,
  t: TFunction<'order-form'>,
  number: (n: number) => string,
): string | null {
  const minimum = rules.minQuantity ?? null;
  const casePack = rules.casePack ?? null;
  if (minimum !== null && casePack !== null)
    return t('rules.both', { min: number(minimum), pack: number(casePack) });
  if (minimum !== null) return t('rules.minimum', { min: number(minimum) });
  if (casePack !== null) return t('rules.packs', { pack: number(casePack) });
  return null;
}

/** What a typed quantity breaks, in words beside its field; null when it breaks nothing. */
export function breachText(
  quantity: number,
  rules: QuantityRules,
  t: TFunction<'order-form'>,
  number: (n: number) => string,
): string | null {
  const said = quantityBreaches(quantity, rules).map((breach) =>
    breach.rule === 'min_quantity'
      ? t('rules.atLeast', { min: number(breach.minimum) })
      : t('rules.multiples', {
          pack: number(breach.casePack),
          first: number(breach.casePack),
          second: number(2 * breach.casePack),
          third: number(3 * breach.casePack),
        }),
  );
  return said.length > 0 ? said.join(' ') : null;
}

/**
 * How much is missing to reach the minimum order value, in the currency's cents (rounded), so
 * that $99.999 of float sums is not short of $100.00; 0 when met or when there is none.
 */
export function missingToMinimum(total: number, minOrderValue: number | null | undefined): number {
  if (minOrderValue == null) return 0;
  const missing = Math.round(minOrderValue * 100) - Math.round(total * 100);
  return Math.max(0, missing) / 100;
}
