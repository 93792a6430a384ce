/**
 * The portal's search over a client's catalog (issue 37): what a buyer types finds a product when
 * every word of it is in the product's name or SKU, case and accents aside ("creme" finds
 * "Crème"). The portal's browser search (frontend order-form/cart.ts `matchesSearch`) reads the
 * same way, so a product found on the server while the catalog loads is found in the browser
 * after. Pure.
 */
const ASCII = /^[\x20-\x7e]*$/;

/** Lower case and without accents. */
export function folded(text: string): string {
  // Most names are plain ASCII: nothing to take off (a search reads thousands of them).
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The words of a search, folded; none for a blank one. */
export function searchWords(search: string | undefined): string[] {
  return search ? folded(search).split(/\s+/).filter(Boolean) : [];
}

type Searched = { readonly name: string; readonly sku?: string | null };

/** The products holding every word, in the order given (the catalog's). */
export function productsFound<P extends Searched>(
  products: readonly P[],
  words: readonly string[],
): P[] {
  return words.length === 0
    ? [...products]
    : products.filter((product) => matchesWords(product, words));
}

/**
 * Each product's name and SKU folded, once per product object: the server searches the same
 * objects (the catalog's names kept in memory) letter after letter.
 */
const HAYSTACKS = new WeakMap<Searched, string>();

/** Whether every word is in the product's name or SKU (folded). */
export function matchesWords(product: Searched, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  let haystack = HAYSTACKS.get(product);
  if (haystack === undefined) {
    haystack = `${folded(product.name)} ${folded(product.sku ?? '')}`;
    HAYSTACKS.set(product, haystack);
  }
  return words.every((word) => haystack.includes(word));
}
