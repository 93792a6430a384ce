import { describe, expect, it } from '@jest/globals';
import { i18n } from '../../i18n';
import frTransfers from '../../locales/fr/transfers.json';
import { TRANSFERS } from './messages';
import { receiptErrors, sourceNote } from './transfer-form';

const t = i18n.getFixedT('en', TRANSFERS);
const fr = i18n.getFixedT('fr', TRANSFERS);
i18n.addResourceBundle('fr', TRANSFERS, frTransfers);

describe('transfer forms: figures checked beside their fields', () => {
  it('says what the source holds under a new line, and warns when fewer than typed', () => {
    expect(sourceNote(t, 4, 10, 'Main Warehouse')).toEqual({
      text: '10 available at Main Warehouse',
      short: false,
    });
    expect(sourceNote(t, 500, 195, 'Main Warehouse')).toEqual({
      text: 'Only 195 available at Main Warehouse: shipping will be refused until the rest is there.',
      short: true,
    });
    expect(sourceNote(t, '', 3, 'Main Warehouse')?.short).toBe(false);
  });

  it('says nothing while the source or its stock is unknown', () => {
    expect(sourceNote(t, 4, undefined, 'Main Warehouse')).toBeNull();
    expect(sourceNote(t, 4, 10, undefined)).toBeNull();
  });

  it('refuses a receipt above what is in transit, keeping the figure typed', () => {
    const lines = [
      { product_id: 'widget', in_transit: 4 },
      { product_id: 'gadget', in_transit: 2 },
    ];
    expect(receiptErrors(t, lines, { widget: 5, gadget: 2 })).toEqual({
      widget: 'Only 4 in transit.',
    });
    expect(receiptErrors(t, lines, { widget: 4, gadget: '' })).toEqual({});
    expect(receiptErrors(t, lines, { widget: 1.5, gadget: -1 })).toEqual({
      widget: 'Enter a whole number from 0 up.',
      gadget: 'Enter a whole number from 0 up.',
    });
  });

  it('says the same in French to a reader of French', () => {
    expect(sourceNote(fr, 500, 195, 'Entrepôt principal')?.text).toBe(
      "Seulement 195 disponible(s) à Entrepôt principal : l'expédition sera refusée tant que le reste n'y sera pas.",
    );
    expect(receiptErrors(fr, [{ product_id: 'widget', in_transit: 4 }], { widget: 5 })).toEqual({
      widget: 'Seulement 4 en transit.',
    });
  });
});
