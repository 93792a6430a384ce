/**
 * The portal's cart (issue 37): the quantities a buyer chose, kept on the device per portal key
 * and provider, so a buyer who leaves the New order page finds them again. Pure: what is kept,
 * how it is read back against what the provider offers now, and what the buyer is told.
 */

import type { TFunction } from 'i18next';
import { allowedQuantity, hasRules, type QuantityRules } from './order-rules';

/** Quantities per product id; null is an emptied input (no quantity). */
export type Quantities = Record<string, number | null>;

/** One kept line: the name is kept too, to name a product the provider no longer offers. */
export interface CartLine {
  id: string;
  name: string;
  quantity: number;
}

/** What a restored cart is checked against: a product the client may order now. */
export interface OfferedProduct {
  id: string;
  name: string;
  /**
   * Units that may still be ordered; null when unknown (the provider has no location) or kept
   * to the provider, who shows stock in words.
   */
  available: number | null;
  /** The stock in words (the portal sends it): out of stock drops the line as none available. */
  availability?: 'in_stock' | 'low' | 'out_of_stock' | null;
  /** Its ordering rules for the buyer (issue 37); absent or null: none. */
  minQuantity?: number | null;
  casePack?: number | null;
}

/** What changed in a kept cart since it was kept, for the buyer to be told. */
export interface CartChanges {
  /** Lines whose product the provider no longer offers the client. */
  dropped: string[];
  /** Lines whose product is offered but has none available now. */
  soldOut: string[];
  /** Lines lowered to what is available now. */
  capped: { name: string; from: number; to: number }[];
  /**
   * Lines whose quantity the ordering rules no longer allow: moved to the nearest quantity they
   * allow within the stock (`to`), or removed (`to` 0). Absent when none.
   */
  ruled?: { name: string; from: number; to: number; rules: QuantityRules }[];
}

/** The cart as it is read back: the quantities to start from and what changed since. */
export interface RestoredCart extends CartChanges {
  quantities: Record<string, number>;
}

/** Where the device keeps one portal's cart with one provider. */
export function cartStorageKey(portalKey: string, providerId: string): string {
  return `stockflow.cart.${portalKey.toLowerCase()}.${providerId.toLowerCase()}`;
}

/** The storage a cart is kept in: localStorage in the browser, a map in the specs. */
export interface CartStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function isLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Partial<CartLine>;
  return (
    typeof line.id === 'string' &&
    typeof line.name === 'string' &&
    typeof line.quantity === 'number' &&
    Number.isSafeInteger(line.quantity) &&
    line.quantity > 0
  );
}

/**
 * The lines kept under `key`; none when nothing is kept or what is kept cannot be read (another
 * version, a hand edit): a cart is a convenience, never a reason for the page to fail.
 */
export function readCart(storage: CartStorage | null, key: string): CartLine[] {
  try {
    const kept = JSON.parse(storage?.getItem(key) ?? 'null') as { lines?: unknown } | null;
    return Array.isArray(kept?.lines) ? kept.lines.filter(isLine) : [];
  } catch {
    return [];
  }
}

/**
 * The cart with `added` put in (ordering a past order again): a product already in it gets the
 * added units on top, a new one comes after the others.
 */
export function addToCart(lines: readonly CartLine[], added: readonly CartLine[]): CartLine[] {
  const merged = lines.map((line) => ({ ...line }));
  for (const line of added) {
    const same = merged.find((kept) => kept.id === line.id);
    if (same) same.quantity += line.quantity;
    else merged.push({ ...line });
  }
  return merged;
}

/** Keeps the lines with a quantity under `key`; an empty cart is removed, not kept empty. */
export function writeCart(storage: CartStorage | null, key: string, lines: CartLine[]): void {
  const kept = lines.filter(isLine);
  try {
    if (kept.length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify({ version: 1, lines: kept }));
  } catch {
    // Storage full or refused (a private window): the cart lives as long as the page.
  }
}

/** The lines of `quantities` worth keeping, named from the products (else from what was kept). */
export function cartLines(
  quantities: Quantities,
  products: readonly { id: string; name: string }[],
  kept: readonly CartLine[] = [],
): CartLine[] {
  const names = new Map([...kept, ...products].map((each) => [each.id, each.name]));
  return Object.entries(quantities)
    .filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0)
    .map(([id, quantity]) => ({ id, name: names.get(id) ?? '', quantity }))
    .filter((line) => line.name !== '');
}

/**
 * The kept lines against what the provider offers now: a product no longer offered is dropped,
 * one with none available is dropped too, and a quantity above what is available is lowered to
 * it; a quantity the ordering rules no longer allow is moved to the first one they allow (up,
 * else down to fit the stock), or removed when none fits, and said. What is not known (no
 * location: available null) is kept as it was; so is a quantity the
 * provider's stock in words cannot be checked against: the server refuses it, beside its line,
 * if there is not enough. The cart keeps quantities only, never a stock figure.
 */
export function restoreCart(
  lines: readonly CartLine[],
  offered: readonly OfferedProduct[],
): RestoredCart {
  const byId = new Map(offered.map((product) => [product.id, product]));
  const restored: RestoredCart = { quantities: {}, dropped: [], soldOut: [], capped: [] };
  for (const line of lines) {
    const product = byId.get(line.id);
    if (!product) {
      restored.dropped.push(line.name);
    } else if (
      product.availability === 'out_of_stock' ||
      (product.available !== null && product.available <= 0)
    ) {
      restored.soldOut.push(product.name);
    } else {
      const rules = {
        minQuantity: product.minQuantity ?? null,
        casePack: product.casePack ?? null,
      };
      const capped =
        product.available !== null ? Math.min(line.quantity, product.available) : line.quantity;
      const allowed = allowedQuantity(line.quantity, rules, product.available);
      if (hasRules(rules) && allowed !== capped) {
        // Never a quantity the server would refuse without a word: the rules decide, and say so.
        restored.ruled = [
          ...(restored.ruled ?? []),
          { name: product.name, from: line.quantity, to: allowed, rules },
        ];
        if (allowed > 0) restored.quantities[line.id] = allowed;
      } else if (capped !== line.quantity) {
        restored.capped.push({ name: product.name, from: line.quantity, to: capped });
        restored.quantities[line.id] = capped;
      } else {
        restored.quantities[line.id] = line.quantity;
      }
    }
  }
  return restored;
}

/** How a product is ordered, in a phrase: "from 6, in packs of 6". */
function rulesPhrase(rules: QuantityRules, t: TFunction<'order-form'>): string {
  const min = rules.minQuantity ?? null;
  const pack = rules.casePack ?? null;
  if (min !== null && pack !== null) return t('rules.phrase.both', { min, pack });
  if (min !== null) return t('rules.phrase.minimum', { min });
  return t('rules.phrase.packs', { pack });
}

/** "A", "A and B", "A, B and C" (the "and" in the reader's language). */
function listed(names: readonly string[], t: TFunction<'order-form'>): string {
  if (names.length <= 1) return names.join('');
  return t('notices.names', { rest: names.slice(0, -1).join(', '), last: names.at(-1) });
}

/**
 * What the buyer is told of a restored cart, one sentence per change; none when nothing changed.
 * `t` writes them in the language on screen (the hook passes its own, so a change of language
 * rewrites them).
 */
export function cartNotices(restored: CartChanges, t: TFunction<'order-form'>): string[] {
  const notices: string[] = [];
  const { dropped, soldOut, capped } = restored;
  if (dropped.length > 0)
    notices.push(t('notices.dropped', { count: dropped.length, names: listed(dropped, t) }));
  if (soldOut.length > 0)
    notices.push(t('notices.soldOut', { count: soldOut.length, names: listed(soldOut, t) }));
  for (const { name, from, to } of capped)
    notices.push(t('notices.capped', { count: to, name, from }));
  for (const { name, from, to, rules } of restored.ruled ?? [])
    notices.push(
      to > 0
        ? t('rules.notices.adjusted', { name, how: rulesPhrase(rules, t), from, to })
        : t('rules.notices.removed', { name, how: rulesPhrase(rules, t) }),
    );
  return notices;
}

/** Lower case and without accents, so "creme" finds "Crème". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Whether a product matches what the buyer typed: every word of it is found in the product's
 * name or SKU, case and accents aside. Nothing typed matches everything.
 */
export function matchesSearch(product: { name: string; sku?: string | null }, query: string) {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${folded(product.name)} ${folded(product.sku ?? '')}`;
  return words.every((word) => haystack.includes(word));
}
