import { describe, expect, it } from '@jest/globals';
import {
  addOne,
  allToZero,
  hasProblems,
  type ProductFacts,
  receiptBody,
  receiptProblems,
  receiptRows,
  rowForCode,
} from './receive-form';

const lines = [
  { product_id: 'rye', product_name: 'Rye Flour', sku: 'RYE-1', outstanding: 40 },
  { product_id: 'yeast', product_name: 'Yeast', sku: 'YST-1', outstanding: 20 },
  { product_id: 'salt', product_name: 'Sea Salt', sku: null, outstanding: 0 },
];
const facts = new Map<string, ProductFacts>([
  ['rye', { barcode: '4006381333931', trackLots: false }],
  ['yeast', { barcode: null, trackLots: true }],
]);
const noRate = { needed: false, value: '' };

describe('the receive screen’s receipt', () => {
  it('prefills every line still to come with all of it, and leaves out what nothing is to come of', () => {
    const rows = receiptRows(lines, facts);
    expect(rows.map((row) => [row.productId, row.quantity, row.trackLots])).toEqual([
      ['rye', 40, false],
      ['yeast', 20, true],
    ]);
  });

  it('finds the line a scanned barcode or SKU names, whatever its case, else the one name holding it', () => {
    const rows = receiptRows(lines, facts);
    expect(rowForCode(rows, ' 4006381333931\n')?.productId).toBe('rye');
    expect(rowForCode(rows, 'yst-1')?.productId).toBe('yeast');
    expect(rowForCode(rows, 'yea')?.productId).toBe('yeast');
    // Only one name holds "flour".
    expect(rowForCode(rows, 'flour')?.productId).toBe('rye');
    // Held by both names: no guess.
    expect(rowForCode(rows, 'e')).toBeNull();
    expect(rowForCode(rows, 'unknown')).toBeNull();
    expect(rowForCode(rows, '  ')).toBeNull();
  });

  it('adds one unit per scan, counting from 0 once every line is set to 0', () => {
    const rows = allToZero(receiptRows(lines, facts));
    const scanned = addOne(addOne(rows, 'rye'), 'rye');
    expect(scanned.map((row) => row.quantity)).toEqual([2, 0]);
  });

  it('refuses more than is still to come, a unit without its lot where lots are kept, and nothing at all', () => {
    const rows = receiptRows(lines, facts).map((row) =>
      row.productId === 'rye' ? { ...row, quantity: 41 } : row,
    );
    const problems = receiptProblems(rows, noRate, []);
    expect(problems.rows).toEqual({
      rye: { key: 'tooMany', outstanding: 40 },
      yeast: { key: 'lotRequired' },
    });
    expect(hasProblems(problems)).toBe(true);
    const none = receiptProblems(allToZero(rows), noRate, []);
    expect(none.nothing).toBe(true);
    expect(hasProblems(none)).toBe(true);
  });

  it('asks for the exchange rate only when the currencies differ, and for each landed cost’s label and amount', () => {
    const rows = allToZero(receiptRows(lines, facts)).map((row) =>
      row.productId === 'rye' ? { ...row, quantity: 5 } : row,
    );
    expect(receiptProblems(rows, noRate, []).exchangeRate).toBe(false);
    expect(receiptProblems(rows, { needed: true, value: '' }, []).exchangeRate).toBe(true);
    expect(receiptProblems(rows, { needed: true, value: 0 }, []).exchangeRate).toBe(true);
    expect(receiptProblems(rows, { needed: true, value: 0.9 }, []).exchangeRate).toBe(false);
    const costs = [
      { key: 1, label: ' ', amount: 5, spreadBy: 'value' as const },
      { key: 2, label: 'Freight', amount: '', spreadBy: 'quantity' as const },
    ];
    expect(receiptProblems(rows, noRate, costs).landedCosts).toEqual({ 1: 'label', 2: 'amount' });
  });

  it('sends the lines with units only, a lot and expiry where lots are kept, the rate and the costs', () => {
    const rows = receiptRows(lines, facts).map((row) =>
      row.productId === 'yeast' ? { ...row, lot: ' Y-1 ', expiry: '2027-03-01' } : row,
    );
    const body = receiptBody([{ ...rows[0], quantity: 0 }, rows[1]], '0.9', [
      { key: 1, label: ' Freight ', amount: '12', spreadBy: 'quantity' },
    ]);
    expect(body).toEqual({
      lines: [{ product_id: 'yeast', quantity: 20, lot_code: 'Y-1', expiry_date: '2027-03-01' }],
      exchange_rate: 0.9,
      landed_costs: [{ label: 'Freight', amount: 12, spread_by: 'quantity' }],
    });
    expect(receiptBody([rows[0]], null, [])).toEqual({
      lines: [{ product_id: 'rye', quantity: 40 }],
    });
  });

  it('sends when the goods came only when a moment is given: none is now', () => {
    const rows = receiptRows(lines, facts);
    expect(receiptBody([rows[0]], null, [], '2026-03-02T08:30:00.000Z')).toEqual({
      lines: [{ product_id: 'rye', quantity: 40 }],
      effective_at: '2026-03-02T08:30:00.000Z',
    });
    expect(receiptBody([rows[0]], null, [], undefined)).not.toHaveProperty('effective_at');
  });
});
