import { describe, expect, it } from '@jest/globals';
import { i18n } from '../../../i18n';
import fr from '../../../locales/fr/search.json';
import { SEARCH } from '../messages';
import { matchingActions, paletteActions } from './palette-actions';

const english = i18n.getFixedT('en', SEARCH);
i18n.addResourceBundle('fr', SEARCH, fr);
const french = i18n.getFixedT('fr', SEARCH);

const labels = (text: string, t = english) =>
  matchingActions(paletteActions(null, 'provider', t), text).map((action) => action.label);

describe('the command palette’s pages', () => {
  it('names the pages in English, as the spec does', () => {
    expect(labels('')).toContain('Custom Fields');
    expect(labels('audit')).toEqual(['Audit report']);
  });

  it('finds a page by one of its other words', () => {
    expect(labels('stocktake')).toEqual(['Stock counts']);
  });

  it('names and finds the pages in French when French is shown', () => {
    expect(labels('', french)).toContain('Champs personnalisés');
    expect(labels('péremption', french)).toEqual(['Lots']);
  });

  it('finds a French page typed without its accents', () => {
    expect(labels('reception', french)).toEqual(['Boîte de réception']);
    expect(labels('parametres', french)).toEqual(["Paramètres de l'entreprise"]);
  });
});
