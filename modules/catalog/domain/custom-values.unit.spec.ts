import { changedCustomValues, customValueColumns } from './custom-values';

describe('custom values: what changes a product’s custom-field values', () => {
  it('names the fields whose value a request changes, sets or clears', () => {
    const current = { batch: 'B-1', weight: 5, organic: true };
    expect(changedCustomValues(current, { batch: 'B-2', weight: 5, colour: 'red' })).toEqual([
      'batch',
      'colour',
    ]);
    expect(changedCustomValues(current, { organic: null })).toEqual(['organic']);
  });

  it('sees no change in every field sent back as stored, as the screens send it', () => {
    const current = { batch: 'B-1', weight: 5, organic: true };
    expect(
      changedCustomValues(current, { batch: 'B-1', weight: '5', organic: true, x: '' }),
    ).toEqual([]);
    expect(changedCustomValues(current, undefined)).toEqual([]);
    expect(changedCustomValues(current, 'batch')).toEqual([]);
  });

  it('names the CSV columns of custom fields that hold a value in some row', () => {
    const records = [
      { fields: ['name', 'price', 'Batch Number', 'Colour', 'Unknown'] },
      { fields: ['Pear', '2', '', '', 'x'] },
      { fields: ['Plum', '3', 'B-7', ''] },
    ];
    expect(customValueColumns(records, ['batch number', 'Colour'])).toEqual(['Batch Number']);
    expect(customValueColumns([records[0], records[1]], ['Batch Number'])).toEqual([]);
  });
});
