import { describe, expect, it } from '@jest/globals';
import { i18n } from '../../i18n';
import french from '../../locales/fr/order-form.json';
import { type CartLine, cartNotices, restoreCart } from './cart';
import { ORDER_FORM } from './messages';

const english = i18n.getFixedT('en', ORDER_FORM);
i18n.addResourceBundle('fr', ORDER_FORM, french, true, true);
const inFrench = i18n.getFixedT('fr', ORDER_FORM);

const rye = (available: number | null, minQuantity: number | null, casePack: number | null) => ({
  id: 'rye',
  name: 'Rye Loaf',
  available,
  minQuantity,
  casePack,
});
const kept = (quantity: number): CartLine[] => [{ id: 'rye', name: 'Rye Loaf', quantity }];

describe("the portal cart kept on the device, against the products' ordering rules", () => {
  it('restores a quantity the rules allow as it was, and says nothing', () => {
    const restored = restoreCart(kept(12), [rye(50, 6, 6)]);
    expect(restored.quantities).toEqual({ rye: 12 });
    expect(cartNotices(restored, english)).toEqual([]);
  });

  it('moves a quantity the rules no longer allow to the next one they allow, and says so', () => {
    const restored = restoreCart(kept(10), [rye(50, 6, 6)]);
    expect(restored.quantities).toEqual({ rye: 12 });
    expect(cartNotices(restored, english)).toEqual([
      'Rye Loaf is ordered from 6, in packs of 6: your cart holds 12 instead of 10.',
    ]);
    expect(cartNotices(restored, inFrench)).toEqual([
      'Rye Loaf se commande à partir de 6, par 6 : votre panier en contient 12 au lieu de 10.',
    ]);
  });

  it('lowers to the last allowed quantity the stock has, saying the rule rather than the stock', () => {
    const restored = restoreCart(kept(30), [rye(20, null, 6)]);
    expect(restored.quantities).toEqual({ rye: 18 });
    expect(restored.capped).toEqual([]);
    expect(cartNotices(restored, english)).toEqual([
      'Rye Loaf is ordered in packs of 6: your cart holds 18 instead of 30.',
    ]);
  });

  it('removes a line no allowed quantity fits, and says why', () => {
    const restored = restoreCart(kept(3), [rye(11, 10, 6)]);
    expect(restored.quantities).toEqual({});
    expect(cartNotices(restored, english)).toEqual([
      'Rye Loaf is ordered from 10, in packs of 6, and not enough is available: it was removed from your cart.',
    ]);
  });

  it('keeps the stock notice when the stock, not a rule, lowers it', () => {
    const restored = restoreCart(kept(30), [rye(12, 6, 6)]);
    expect(restored.quantities).toEqual({ rye: 12 });
    expect(cartNotices(restored, english)).toEqual([
      'Only 12 of Rye Loaf are available now: your cart holds 12 instead of 30.',
    ]);
  });
});
