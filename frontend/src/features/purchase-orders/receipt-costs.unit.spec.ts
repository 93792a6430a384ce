import { describe, expect, it } from '@jest/globals';
import { placeMessages } from '../../lib/field-errors';
import {
  changedRows,
  correctionFields,
  costCorrectionBody,
  costProblems,
  costRows,
} from './receipt-costs';

const came = '2026-03-02T08:30:00.000Z';
const receipt = {
  receipt_id: 'r-1',
  effective_at: came,
  lines: [
    { product_id: 'rye', quantity: 6, unit_cost: 1.3, lot_code: null },
    { product_id: 'yeast', quantity: 4, unit_cost: 3, lot_code: 'Y-1' },
    { product_id: 'salt', quantity: 2, unit_cost: 0.5, lot_code: null },
  ],
};
const names = new Map([
  ['rye', 'Rye Flour'],
  ['yeast', 'Dry Yeast'],
  ['salt', 'Sea Salt'],
]);
const typed = (costs: Record<string, number | string>) =>
  costRows(receipt, names).map((row) =>
    row.productId in costs ? { ...row, typed: costs[row.productId] } : row,
  );

describe('a receipt’s cost correction', () => {
  it('prefills each line of the receipt with its current unit cost, by name and lot', () => {
    expect(
      costRows(receipt, names).map((row) => [row.name, row.quantity, row.lot, row.typed]),
    ).toEqual([
      ['Rye Flour', 6, null, 1.3],
      ['Dry Yeast', 4, 'Y-1', 3],
      ['Sea Salt', 2, null, 0.5],
    ]);
  });

  it('counts as changed only a line typed at another cost, a figure typed as text included', () => {
    expect(
      changedRows(typed({ rye: '1.30', yeast: '3.25', salt: 0.5 })).map((r) => r.productId),
    ).toEqual(['yeast']);
  });

  it('refuses a line left blank or below 0, and a correction that changes nothing', () => {
    expect(costProblems(typed({ rye: '', salt: -1 }))).toEqual({
      lines: ['rye', 'salt'],
      unchanged: false,
    });
    expect(costProblems(typed({}))).toEqual({ lines: [], unchanged: true });
    expect(costProblems(typed({ salt: 0 }))).toEqual({ lines: [], unchanged: false });
  });

  it('sends the changed lines only, from when the goods came unless a later moment is picked, with the reason trimmed', () => {
    const rows = typed({ rye: '1.45', salt: 0.6 });
    expect(costCorrectionBody(rows, undefined, came, '  Freight billed late ')).toEqual({
      lines: [
        { product_id: 'rye', unit_cost: 1.45 },
        { product_id: 'salt', unit_cost: 0.6 },
      ],
      reason: 'Freight billed late',
    });
    // The same moment written another way is still when the goods came: left to the server.
    expect(costCorrectionBody(rows, '2026-03-02T08:30:00Z', came, '')).toEqual({
      lines: [
        { product_id: 'rye', unit_cost: 1.45 },
        { product_id: 'salt', unit_cost: 0.6 },
      ],
    });
    expect(costCorrectionBody(rows, '2026-03-05T00:00:00.000Z', came, ' ')).toMatchObject({
      effective_at: '2026-03-05T00:00:00.000Z',
    });
  });

  it('puts the server’s "Line 2" beside the second line sent, and a refused moment beside the moment', () => {
    const rows = typed({ rye: '1.45', salt: 0.6 });
    const fields = correctionFields(rows, {
      cost: (row) => `Unit cost of ${row.name}`,
      effectiveFrom: 'Effective from',
      reason: 'Reason',
    });
    const placed = placeMessages(
      [
        'Line 2: this product is not on the receipt.',
        'A cost correction cannot take effect before the goods came (2026-03-02 08:30:00 UTC).',
        'Something else entirely.',
      ],
      fields,
    );
    expect(placed.fields).toEqual({
      salt: 'Unit cost of Sea Salt: this product is not on the receipt.',
      effectiveFrom:
        'A cost correction cannot take effect before the goods came (2026-03-02 08:30:00 UTC).',
    });
    expect(placed.rest).toEqual(['Something else entirely.']);
  });
});
