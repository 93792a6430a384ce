import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CartChanges,
  type CartLine,
  type CartStorage,
  cartLines,
  cartNotices,
  cartStorageKey,
  type OfferedProduct,
  type Quantities,
  readCart,
  restoreCart,
  writeCart,
} from '../cart';
import { ORDER_FORM } from '../messages';

/** The browser's localStorage, or none where it is refused (some private windows). */
export function deviceStorage(): CartStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

interface CartState {
  /** The storage key this state belongs to (a portal key and a provider). */
  key: string | null;
  quantities: Quantities;
  /**
   * What changed in the kept cart since the last visit: kept as facts, put into words as the page
   * renders, so the words follow the language on screen.
   */
  changes: CartChanges | null;
  /** Whether the kept cart was read back against the products (done once per key). */
  restored: boolean;
}

const fresh = (key: string | null): CartState => ({
  key,
  quantities: {},
  changes: null,
  restored: false,
});

export interface SavedCart {
  quantities: Quantities;
  /** Changes the quantities (as React's setState takes an updater); kept at once. */
  update: (change: (current: Quantities) => Quantities) => void;
  notices: string[];
  dismissNotices: () => void;
  /** Empties the cart: after the order is placed. */
  clear: () => void;
}

/**
 * The quantities of the New order page, kept on this device per portal key and provider
 * (docs/decisions/the-portal-cart-lives-on-the-device.md). Read back once the products are
 * known, against them: what is no longer offered is dropped and what is above the stock now is
 * lowered, each change told in `notices`.
 */
export function useSavedCart(
  portalKey: string,
  providerId: string | null,
  offered: readonly OfferedProduct[] | undefined,
): SavedCart {
  const key = providerId ? cartStorageKey(portalKey, providerId) : null;
  const { t } = useTranslation(ORDER_FORM);
  const [state, setState] = useState<CartState>(() => fresh(key));
  // What was kept when the cart was read: it names products the provider no longer lists.
  const kept = useRef<CartLine[]>([]);

  // A different provider (or portal) is a different cart. Set while rendering, so the page
  // never shows one provider's quantities against another's products.
  let current = state;
  if (current.key !== key) {
    current = fresh(key);
    setState(current);
  }
  if (!current.restored && key && offered) {
    kept.current = readCart(deviceStorage(), key);
    const restored = restoreCart(kept.current, offered);
    const { quantities, ...changes } = restored;
    // Quantities chosen on this visit before the whole catalog arrived (from its first page)
    // win over the kept ones.
    current = {
      key,
      quantities: { ...quantities, ...current.quantities },
      changes,
      restored: true,
    };
    setState(current);
  }

  const { restored, quantities } = current;
  const offeredRef = useRef(offered);
  offeredRef.current = offered;
  useEffect(() => {
    if (!key || !restored) return;
    writeCart(deviceStorage(), key, cartLines(quantities, offeredRef.current ?? [], kept.current));
  }, [key, restored, quantities]);

  const update = useCallback(
    (change: (current: Quantities) => Quantities) =>
      setState((state) => ({ ...state, quantities: change(state.quantities) })),
    [],
  );
  const dismissNotices = useCallback(() => setState((state) => ({ ...state, changes: null })), []);
  const clear = useCallback(() => {
    if (key) writeCart(deviceStorage(), key, []);
    setState((state) => ({ ...state, quantities: {}, changes: null }));
  }, [key]);

  return {
    quantities: current.quantities,
    update,
    notices: current.changes ? cartNotices(current.changes, t) : [],
    dismissNotices,
    clear,
  };
}
