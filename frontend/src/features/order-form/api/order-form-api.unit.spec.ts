import { describe, expect, it } from '@jest/globals';
import { i18n } from '../../../i18n';
import french from '../../../locales/fr/order-form.json';
import { ORDER_FORM } from '../messages';
import { priceNote, priceOptions } from './order-form-api';

const money = (amount: number) => `$${amount.toFixed(2)}`;
i18n.addResourceBundle('fr', ORDER_FORM, french, true, true);

describe("the provider's price choices", () => {
  const custom = [
    { price: 3, name: 'VIP' },
    { price: 3.5, name: null },
  ];

  it('lists the custom prices first, by name or as Custom, then the default price', () => {
    expect(priceOptions(4, custom, money, i18n.getFixedT('en', ORDER_FORM))).toEqual([
      { price: 3, label: '$3.00 (VIP)' },
      { price: 3.5, label: '$3.50 (Custom)' },
      { price: 4, label: '$4.00 (Default)' },
    ]);
  });

  it("names the unnamed and default prices in the reader's language, never the price's own name", () => {
    expect(
      priceOptions(4, custom, money, i18n.getFixedT('fr', ORDER_FORM)).map(({ label }) => label),
    ).toEqual(['$3.00 (VIP)', '$3.50 (Personnalisé)', '$4.00 (Par défaut)']);
  });

  it("puts the portal's fixed notes in the reader's language and keeps a price's own name", () => {
    const french = i18n.getFixedT('fr', ORDER_FORM);
    expect(['Default', 'Custom', 'VIP'].map((note) => priceNote(note, french))).toEqual([
      'Par défaut',
      'Personnalisé',
      'VIP',
    ]);
    const english = i18n.getFixedT('en', ORDER_FORM);
    expect(['Default', 'Custom', 'VIP'].map((note) => priceNote(note, english))).toEqual([
      'Default',
      'Custom',
      'VIP',
    ]);
  });
});
