import { describe, expect, it } from '@jest/globals';
import { type SuggestedGroup, suggestedDrafts } from './suggestion-drafts';

const groups: SuggestedGroup[] = [
  {
    supplier: { id: 'mill' },
    lines: [
      { product_id: 'rye', location_id: 'depot', quantity: 50, unit_price: 0.8 },
      { product_id: 'rye', location_id: 'shop', quantity: 25, unit_price: 0.8 },
      { product_id: 'spelt', location_id: 'depot', quantity: 10, unit_price: 1.2 },
    ],
  },
  {
    supplier: null,
    lines: [
      { product_id: 'salt', location_id: 'depot', quantity: 8, unit_price: null },
      { product_id: 'sugar', location_id: 'depot', quantity: 4, unit_price: null },
    ],
  },
];
const none = { quantities: {}, otherSupplierId: null, otherPrices: {} };

describe('drafts from the Low stock suggestions', () => {
  it('makes one draft per supplier and location, at the suggested quantities and prices', () => {
    expect(suggestedDrafts(groups, none)).toEqual([
      {
        supplier_id: 'mill',
        location_id: 'depot',
        lines: [
          { product_id: 'rye', quantity: 50, unit_price: 0.8 },
          { product_id: 'spelt', quantity: 10, unit_price: 1.2 },
        ],
      },
      {
        supplier_id: 'mill',
        location_id: 'shop',
        lines: [{ product_id: 'rye', quantity: 25, unit_price: 0.8 }],
      },
    ]);
  });

  it('takes the adjusted quantities, and leaves out a line set to 0 and a location left empty', () => {
    const drafts = suggestedDrafts(groups, {
      ...none,
      quantities: { 'depot:rye': 75, 'depot:spelt': '', 'shop:rye': 0 },
    });
    expect(drafts).toEqual([
      {
        supplier_id: 'mill',
        location_id: 'depot',
        lines: [{ product_id: 'rye', quantity: 75, unit_price: 0.8 }],
      },
    ]);
  });

  it('orders the products without a preferred supplier from the one picked, at the prices typed, with that supplier’s other drafts', () => {
    const drafts = suggestedDrafts(groups, {
      quantities: {},
      otherSupplierId: 'mill',
      otherPrices: { 'depot:salt': '0.35' },
    });
    expect(drafts[0]).toEqual({
      supplier_id: 'mill',
      location_id: 'depot',
      lines: [
        { product_id: 'rye', quantity: 50, unit_price: 0.8 },
        { product_id: 'spelt', quantity: 10, unit_price: 1.2 },
        { product_id: 'salt', quantity: 8, unit_price: 0.35 },
        // No price typed: the supplier's own price for it, as the API takes it.
        { product_id: 'sugar', quantity: 4 },
      ],
    });
  });
});
