import { afterEach, describe, expect, it } from '@jest/globals';
import { i18n } from '../i18n';
import { formatsFor } from '../lib/format';
import frCommon from '../locales/fr/common.json';
import { lotsText } from './lots-text';

afterEach(() => i18n.changeLanguage('en'));

describe('lotsText', () => {
  it('names each lot with its expiry and units, and the units in no lot', () => {
    expect(
      lotsText({
        quantity: 5,
        lots: [
          { lot_code: 'A', expiry_date: '2027-01-31', quantity: 3 },
          { lot_code: 'B', expiry_date: null, quantity: 1 },
        ],
      }),
    ).toBe('Lot A (exp. Jan 31, 2027) ×3, Lot B ×1, no lot ×1');
  });

  it('writes the expiry day as the provider writes dates', () => {
    expect(
      lotsText(
        { quantity: 1, lots: [{ lot_code: 'A', expiry_date: '2027-01-31', quantity: 1 }] },
        formatsFor('en-GB').date,
      ),
    ).toBe('Lot A (exp. 31 Jan 2027) ×1');
  });

  it('writes units that left a lot as a count', () => {
    expect(
      lotsText({ quantity: -2, lots: [{ lot_code: 'A', expiry_date: null, quantity: -2 }] }),
    ).toBe('Lot A ×2');
  });

  it('is written in the language on screen', async () => {
    i18n.addResourceBundle('fr', 'common', frCommon, true, true);
    await i18n.changeLanguage('fr');
    expect(
      lotsText(
        {
          quantity: 5,
          lots: [{ lot_code: 'A', expiry_date: '2027-01-31', quantity: 3 }],
        },
        formatsFor('fr-FR').date,
      ),
    ).toBe('Lot A (pér. 31 janv. 2027) ×3, sans lot ×2');
  });

  it('is null for a line without lots', () => {
    expect(lotsText({ quantity: 4 })).toBeNull();
    expect(lotsText({ quantity: 4, lots: [] })).toBeNull();
  });
});
