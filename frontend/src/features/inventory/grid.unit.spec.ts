import { afterEach, describe, expect, it } from '@jest/globals';
import { i18n } from '../../i18n';
import fr from '../../locales/fr/inventory.json';
import {
  adjustmentsOf,
  cellKey,
  changesOf,
  type Edit,
  signed,
  summaryOf,
  summaryText,
  targetOf,
} from './grid';
import { INVENTORY } from './messages';

const NORTH = { id: 'north', name: 'North Depot' };
const SOUTH = { id: 'south', name: 'South Depot' };
const NAMES: Record<string, string> = {
  bolt: 'Alpha Bolt',
  nut: 'Beta Nut',
  washer: 'Gamma Washer',
};
const name = (id: string) => NAMES[id];

describe('adjust mode: the changes typed and what they send', () => {
  it('writes a difference with its sign, a true minus for a decrease', () => {
    expect(signed(5)).toBe('+5');
    expect(signed(-3)).toBe('\u22123');
    expect(signed(0)).toBe('0');
  });

  it('reads a blank target as 0 and never below 0 or between units', () => {
    expect(targetOf({ target: '', current: 4 })).toBe(0);
    expect(targetOf({ target: 7.9, current: 4 })).toBe(7);
    expect(targetOf({ target: -2, current: 4 })).toBe(0);
  });

  it('lists each changed cell with now, after and the difference, by product then location', () => {
    const edits: Record<string, Edit> = {
      [cellKey('nut', NORTH.id)]: { target: 1, current: 4 },
      [cellKey('bolt', SOUTH.id)]: { target: 8, current: 5 },
      [cellKey('bolt', NORTH.id)]: { target: 7, current: 7 },
      [cellKey('washer', SOUTH.id)]: { target: '', current: 0 },
    };
    expect(changesOf(edits, [NORTH, SOUTH], name, () => undefined)).toEqual([
      {
        productId: 'bolt',
        productName: 'Alpha Bolt',
        locationId: 'south',
        locationName: 'South Depot',
        current: 5,
        target: 8,
        difference: 3,
      },
      {
        productId: 'nut',
        productName: 'Beta Nut',
        locationId: 'north',
        locationName: 'North Depot',
        current: 4,
        target: 1,
        difference: -3,
      },
    ]);
  });

  it('measures a target against the freshest figure known, else the one it was typed against', () => {
    // 6 arrived at South since 8 was typed against 5: the change is now +2.
    const edits = { [cellKey('bolt', SOUTH.id)]: { target: 8, current: 5 } };
    const [change] = changesOf(edits, [SOUTH], name, (product, location) =>
      product === 'bolt' && location === SOUTH.id ? 6 : undefined,
    );
    expect(change).toMatchObject({ current: 6, target: 8, difference: 2 });
    // Someone else already set it to 8: nothing left to change.
    expect(changesOf(edits, [SOUTH], name, () => 8)).toEqual([]);
  });

  it('leaves out edits of a location no longer active', () => {
    const edits = { [cellKey('bolt', 'closed')]: { target: 9, current: 1 } };
    expect(changesOf(edits, [NORTH, SOUTH], name, () => undefined)).toEqual([]);
  });

  it('sends one adjustment per location with target minus current for each product', () => {
    const edits: Record<string, Edit> = {
      [cellKey('bolt', SOUTH.id)]: { target: 8, current: 5 },
      [cellKey('nut', NORTH.id)]: { target: 1, current: 4 },
      [cellKey('washer', SOUTH.id)]: { target: 2, current: 0 },
    };
    const changes = changesOf(edits, [NORTH, SOUTH], name, () => undefined);
    expect(adjustmentsOf(changes)).toEqual([
      {
        locationId: 'south',
        products: [
          { id: 'bolt', quantity: 3 },
          { id: 'washer', quantity: 2 },
        ],
      },
      { locationId: 'north', products: [{ id: 'nut', quantity: -3 }] },
    ]);
  });

  it('sums the changes up: cells, products, locations and the net units', () => {
    const edits: Record<string, Edit> = {
      [cellKey('bolt', SOUTH.id)]: { target: 8, current: 5 },
      [cellKey('bolt', NORTH.id)]: { target: 6, current: 7 },
      [cellKey('nut', NORTH.id)]: { target: 5, current: 4 },
    };
    const summary = summaryOf(changesOf(edits, [NORTH, SOUTH], name, () => undefined));
    expect(summary).toEqual({ cells: 3, products: 2, locations: 2, net: 3 });
    expect(summaryText(summary)).toBe('3 changes to 2 products at 2 locations, net +3 units');
    expect(summaryText({ cells: 1, products: 1, locations: 1, net: -1 })).toBe(
      '1 change to 1 product at 1 location, net \u22121 unit',
    );
    expect(summaryText(summaryOf([]))).toBe('No changes yet');
  });
});

describe('adjust mode: the summary in the language shown', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('writes the summary in French once French is shown, a plural per count', async () => {
    i18n.addResourceBundle('fr', INVENTORY, fr);
    await i18n.changeLanguage('fr');
    expect(summaryText({ cells: 3, products: 2, locations: 2, net: 3 })).toBe(
      '3 changements sur 2 produits dans 2 emplacements, solde net de +3 unités',
    );
    expect(summaryText({ cells: 1, products: 1, locations: 1, net: -1 })).toBe(
      '1 changement sur 1 produit dans 1 emplacement, solde net de \u22121 unité',
    );
    expect(summaryText(summaryOf([]))).toBe("Aucun changement pour l'instant");
  });
});
