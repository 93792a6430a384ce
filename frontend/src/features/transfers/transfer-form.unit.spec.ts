import { describe, expect, it } from '@jest/globals';
import { receiptErrors, sourceNote } from './transfer-form';

describe('transfer forms: figures checked beside their fields', () => {
  it('says what the source holds under a new line, and warns when fewer than typed', () => {
    expect(sourceNote(4, 10, 'Main Warehouse')).toEqual({
      text: '10 available at Main Warehouse',
      short: false,
    });
    expect(sourceNote(500, 195, 'Main Warehouse')).toEqual({
      text: 'Only 195 available at Main Warehouse: shipping will be refused until the rest is there.',
      short: true,
    });
    expect(sourceNote('', 3, 'Main Warehouse')?.short).toBe(false);
  });

  it('says nothing while the source or its stock is unknown', () => {
    expect(sourceNote(4, undefined, 'Main Warehouse')).toBeNull();
    expect(sourceNote(4, 10, undefined)).toBeNull();
  });

  it('refuses a receipt above what is in transit, keeping the figure typed', () => {
    const lines = [
      { product_id: 'widget', in_transit: 4 },
      { product_id: 'gadget', in_transit: 2 },
    ];
    expect(receiptErrors(lines, { widget: 5, gadget: 2 })).toEqual({
      widget: 'Only 4 in transit.',
    });
    expect(receiptErrors(lines, { widget: 4, gadget: '' })).toEqual({});
    expect(receiptErrors(lines, { widget: 1.5, gadget: -1 })).toEqual({
      widget: 'Enter a whole number from 0 up.',
      gadget: 'Enter a whole number from 0 up.',
    });
  });
});
