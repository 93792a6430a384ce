import { describe, expect, it } from '@jest/globals';
import { i18n } from '../../i18n';
import french from '../../locales/fr/order-form.json';
import {
  addToCart,
  type CartStorage,
  cartLines,
  cartNotices,
  cartStorageKey,
  matchesSearch,
  readCart,
  restoreCart,
  writeCart,
} from './cart';
import { ORDER_FORM } from './messages';

// The notices in English, the catalog's source (registered by importing ORDER_FORM), and in
// French, added here as the app adds it when a reader picks French.
const english = i18n.getFixedT('en', ORDER_FORM);
i18n.addResourceBundle('fr', ORDER_FORM, french, true, true);
const inFrench = i18n.getFixedT('fr', ORDER_FORM);

/** localStorage as a map, with what was written readable. */
function memoryStorage(): CartStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const KEY = cartStorageKey('A1B2C3D4-0000-4000-8000-000000000001', 'provider-1');

describe('the portal cart kept on the device', () => {
  it('keeps a cart per portal key and provider, whatever the case of the key in the address', () => {
    expect(cartStorageKey('ABCD', 'P1')).toBe(cartStorageKey('abcd', 'p1'));
    expect(cartStorageKey('abcd', 'p1')).not.toBe(cartStorageKey('abcd', 'p2'));
    expect(cartStorageKey('abcd', 'p1')).not.toBe(cartStorageKey('efgh', 'p1'));
  });

  it('reads back the lines it wrote, and removes the cart once it is empty', () => {
    const storage = memoryStorage();
    writeCart(storage, KEY, [{ id: 'a', name: 'Apple', quantity: 3 }]);
    expect(readCart(storage, KEY)).toEqual([{ id: 'a', name: 'Apple', quantity: 3 }]);
    writeCart(storage, KEY, []);
    expect(storage.data.has(KEY)).toBe(false);
    expect(readCart(storage, KEY)).toEqual([]);
  });

  it('reads an unreadable or hand-edited cart as empty, keeping only well-formed lines', () => {
    const storage = memoryStorage();
    storage.setItem(KEY, '{not json');
    expect(readCart(storage, KEY)).toEqual([]);
    storage.setItem(
      KEY,
      JSON.stringify({
        lines: [
          { id: 'a', name: 'Apple', quantity: 2 },
          { id: 'b', name: 'Pear', quantity: -1 },
          { id: 'c', name: 'Kiwi', quantity: 1.5 },
          { id: 'd', quantity: 4 },
          'nonsense',
        ],
      }),
    );
    expect(readCart(storage, KEY)).toEqual([{ id: 'a', name: 'Apple', quantity: 2 }]);
    expect(readCart(null, KEY)).toEqual([]);
  });

  it('does not fail when the device refuses to store the cart', () => {
    const full: CartStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => writeCart(full, KEY, [{ id: 'a', name: 'Apple', quantity: 1 }])).not.toThrow();
  });

  it('keeps only quantities above zero, named from the products or from what was kept', () => {
    const lines = cartLines(
      { a: 2, b: 0, c: null, d: 5 },
      [{ id: 'a', name: 'Apple' }],
      [{ id: 'd', name: 'Date', quantity: 1 }],
    );
    expect(lines).toEqual([
      { id: 'a', name: 'Apple', quantity: 2 },
      { id: 'd', name: 'Date', quantity: 5 },
    ]);
  });

  it('restores what is still offered, drops what is not or is sold out, and caps at what is available', () => {
    const restored = restoreCart(
      [
        { id: 'a', name: 'Apple', quantity: 2 },
        { id: 'gone', name: 'Old Plum', quantity: 4 },
        { id: 'p', name: 'Pear', quantity: 10 },
        { id: 'k', name: 'Kiwi', quantity: 1 },
        { id: 'u', name: 'Unknown stock', quantity: 99 },
      ],
      [
        { id: 'a', name: 'Apple', available: 7 },
        { id: 'p', name: 'Pear', available: 4 },
        { id: 'k', name: 'Kiwi', available: 0 },
        { id: 'u', name: 'Unknown stock', available: null },
      ],
    );
    expect(restored).toEqual({
      quantities: { a: 2, p: 4, u: 99 },
      dropped: ['Old Plum'],
      soldOut: ['Kiwi'],
      capped: [{ name: 'Pear', from: 10, to: 4 }],
    });
    expect(cartNotices(restored, english)).toEqual([
      'Old Plum is no longer offered and was removed from your cart.',
      'Kiwi is out of stock and was removed from your cart.',
      'Only 4 of Pear are available now: your cart holds 4 instead of 10.',
    ]);
  });

  it('drops what is out of stock in words, keeps the rest as chosen, and never stores a stock figure', () => {
    const offered = [
      { id: 'a', name: 'Apple', available: null, availability: 'low' as const },
      { id: 'b', name: 'Pear', available: null, availability: 'out_of_stock' as const },
      { id: 'c', name: 'Plum', available: null, availability: 'in_stock' as const },
    ];
    const restored = restoreCart(
      [
        { id: 'a', name: 'Apple', quantity: 400 },
        { id: 'b', name: 'Pear', quantity: 2 },
        { id: 'c', name: 'Plum', quantity: 3 },
      ],
      offered,
    );
    // No number to lower to: the server says, beside the line, if 400 is too many.
    expect(restored).toEqual({
      quantities: { a: 400, c: 3 },
      dropped: [],
      soldOut: ['Pear'],
      capped: [],
    });
    expect(cartNotices(restored, english)).toEqual([
      'Pear is out of stock and was removed from your cart.',
    ]);
    const storage = memoryStorage();
    writeCart(storage, KEY, cartLines(restored.quantities, offered));
    expect(JSON.parse(storage.data.get(KEY)!)).toEqual({
      version: 1,
      lines: [
        { id: 'a', name: 'Apple', quantity: 400 },
        { id: 'c', name: 'Plum', quantity: 3 },
      ],
    });
  });

  it('names several dropped products in one sentence, and says nothing when nothing changed', () => {
    const restored = restoreCart(
      [
        { id: 'x', name: 'Plum', quantity: 1 },
        { id: 'y', name: 'Fig', quantity: 1 },
        { id: 'z', name: 'Lime', quantity: 1 },
      ],
      [],
    );
    expect(cartNotices(restored, english)).toEqual([
      'Plum, Fig and Lime are no longer offered and were removed from your cart.',
    ]);
    const unchanged = restoreCart(
      [{ id: 'a', name: 'Apple', quantity: 1 }],
      [{ id: 'a', name: 'Apple', available: 1 }],
    );
    expect(cartNotices(unchanged, english)).toEqual([]);
    expect(
      cartNotices(
        restoreCart(
          [{ id: 'a', name: 'Apple', quantity: 3 }],
          [{ id: 'a', name: 'Apple', available: 1 }],
        ),
        english,
      ),
    ).toEqual(['Only 1 of Apple is available now: your cart holds 1 instead of 3.']);
  });

  it('tells a reader of French what changed, in French', () => {
    const restored = restoreCart(
      [
        { id: 'x', name: 'Plum', quantity: 1 },
        { id: 'y', name: 'Fig', quantity: 1 },
        { id: 'k', name: 'Kiwi', quantity: 2 },
        { id: 'p', name: 'Pear', quantity: 10 },
      ],
      [
        { id: 'k', name: 'Kiwi', available: 0 },
        { id: 'p', name: 'Pear', available: 4 },
      ],
    );
    expect(cartNotices(restored, inFrench)).toEqual([
      'Plum et Fig : ces produits ne sont plus proposés et ont été retirés de votre panier.',
      'Kiwi : ce produit est en rupture de stock et a été retiré de votre panier.',
      'Pear : seulement 4 disponibles pour le moment, votre panier en contient 4 au lieu de 10.',
    ]);
  });
});

describe('searching the catalog as the buyer types', () => {
  const rye = { name: 'Rye Loaf', sku: 'RYE-800' };

  it('finds a product by a part of its name or of its SKU, case aside', () => {
    expect(matchesSearch(rye, 'loaf')).toBe(true);
    expect(matchesSearch(rye, 'rye-8')).toBe(true);
    expect(matchesSearch(rye, 'baguette')).toBe(false);
    expect(matchesSearch({ name: 'Baguette', sku: null }, 'rye')).toBe(false);
  });

  it('asks every word typed to be found, in the name or the SKU, accents aside', () => {
    expect(matchesSearch(rye, 'loaf 800')).toBe(true);
    expect(matchesSearch(rye, 'loaf 900')).toBe(false);
    expect(matchesSearch({ name: 'Crème fraîche' }, 'creme FRAICHE')).toBe(true);
  });

  it('matches everything while nothing is typed', () => {
    expect(matchesSearch(rye, '')).toBe(true);
    expect(matchesSearch(rye, '   ')).toBe(true);
  });
});

describe('ordering a past order again', () => {
  it("adds the order's units to a product already in the cart and its new products after", () => {
    const cart = [
      { id: 'a', name: 'Rye', quantity: 2 },
      { id: 'b', name: 'Spelt', quantity: 1 },
    ];
    const order = [
      { id: 'b', name: 'Spelt', quantity: 4 },
      { id: 'c', name: 'Oats', quantity: 3 },
    ];
    expect(addToCart(cart, order)).toEqual([
      { id: 'a', name: 'Rye', quantity: 2 },
      { id: 'b', name: 'Spelt', quantity: 5 },
      { id: 'c', name: 'Oats', quantity: 3 },
    ]);
    // The kept cart itself is left as it was.
    expect(cart[1].quantity).toBe(1);
  });

  it('fills an empty cart with the order as it was', () => {
    expect(addToCart([], [{ id: 'c', name: 'Oats', quantity: 3 }])).toEqual([
      { id: 'c', name: 'Oats', quantity: 3 },
    ]);
  });
});
