import { describe, expect, it } from '@jest/globals';
import { matchesSearch } from './cart';
import {
  type CatalogFilter,
  chosenCount,
  type FilterValues,
  filterParams,
  filterValuesOf,
  matchesFilters,
  readChosenFilters,
  writeChosenFilters,
} from './catalog-filters';

const category: CatalogFilter = {
  id: 'cat-id',
  name: 'Category',
  type: 'SELECT',
  values: ['Bread', 'Pastry'],
};
const organic: CatalogFilter = {
  id: 'org-id',
  name: 'Organic',
  type: 'BOOLEAN',
  values: [true, false],
};
const filters = [category, organic];

const products: { name: string; sku: string; values: FilterValues }[] = [
  { name: 'Rye Loaf', sku: 'RYE-800', values: { 'cat-id': 'Bread', 'org-id': true } },
  { name: 'Baguette', sku: 'BAG-1', values: { 'cat-id': 'Bread', 'org-id': false } },
  { name: 'Croissant', sku: 'CRO-1', values: { 'cat-id': 'Pastry' } },
  { name: 'Spelt Flour', sku: 'FLO-1', values: {} },
];
const shown = (chosen: Parameters<typeof matchesFilters>[1], query = '') =>
  products
    .filter((p) => matchesSearch(p, query) && matchesFilters(p.values, chosen))
    .map((p) => p.name);

describe('catalog filters', () => {
  it('keeps every product when nothing is chosen', () => {
    expect(shown({})).toEqual(['Rye Loaf', 'Baguette', 'Croissant', 'Spelt Flour']);
    expect(shown({ 'cat-id': [] })).toHaveLength(4);
  });

  it('keeps the products with any value chosen of a field, and none without a value', () => {
    expect(shown({ 'cat-id': ['Bread'] })).toEqual(['Rye Loaf', 'Baguette']);
    expect(shown({ 'cat-id': ['Bread', 'Pastry'] })).toEqual(['Rye Loaf', 'Baguette', 'Croissant']);
    expect(shown({ 'org-id': [false] })).toEqual(['Baguette']);
  });

  it('needs every field chosen to match, and combines with the search', () => {
    expect(shown({ 'cat-id': ['Bread'], 'org-id': [true] })).toEqual(['Rye Loaf']);
    expect(shown({ 'cat-id': ['Bread', 'Pastry'] }, 'cro')).toEqual(['Croissant']);
    expect(shown({ 'cat-id': ['Pastry'] }, 'rye')).toEqual([]);
  });

  it('reads the chosen values from the address, ignoring values no filter offers', () => {
    const params = new URLSearchParams(
      'provider=p1&f.Category=Bread&f.Category=Cake&f.Organic=no&f.Colour=Red',
    );
    expect(readChosenFilters(params, filters)).toEqual({ 'cat-id': ['Bread'], 'org-id': [false] });
    expect(readChosenFilters(new URLSearchParams('f.Organic=true'), filters)).toEqual({});
  });

  it('writes the chosen values into the address and keeps its other parameters', () => {
    const written = writeChosenFilters(
      new URLSearchParams('provider=p1&f.Category=Pastry'),
      filters,
      {
        'cat-id': ['Bread', 'Pastry'],
        'org-id': [true],
      },
    );
    expect(written.toString()).toBe('provider=p1&f.Category=Bread&f.Category=Pastry&f.Organic=yes');
    expect(readChosenFilters(written, filters)).toEqual({
      'cat-id': ['Bread', 'Pastry'],
      'org-id': [true],
    });
    expect(writeChosenFilters(written, filters, {}).toString()).toBe('provider=p1');
  });

  it('names a second field of the same name by its id, so the address is never ambiguous', () => {
    const twin: CatalogFilter = { id: 'twin-id', name: 'category', type: 'TEXT', values: ['x'] };
    expect([...filterParams([category, twin]).values()]).toEqual(['f.Category', 'f.twin-id']);
  });

  it('counts the chosen values and keeps only texts and yes/no from the answer', () => {
    expect(chosenCount({ a: ['x', 'y'], b: [true] })).toBe(3);
    expect(filterValuesOf({ a: 'Bread', b: false, c: 3, d: null })).toEqual({
      a: 'Bread',
      b: false,
    });
    expect(filterValuesOf(undefined)).toEqual({});
  });
});
