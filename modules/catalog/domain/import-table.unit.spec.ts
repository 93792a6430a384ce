import { FieldDefinition } from './custom-fields';
import { parseFlag, readImportTable } from './import-table';

const size: FieldDefinition = {
  id: 'size',
  entity_type: 'PRODUCTS',
  field_label: 'Size',
  field_type: 'SELECT',
  field_options: ['S', 'M'],
  active: true,
  portal_filter: false,
};
const columns = { required: ['name', 'price'], optional: ['id', 'active'] };

describe('import table', () => {
  it('maps known columns and custom-field columns by label, checking values per line', () => {
    const { rows, errors } = readImportTable(
      [
        { line: 1, fields: ['Name', 'Price', 'size'] },
        { line: 2, fields: ['Apple', '1', 'M'] },
        { line: 3, fields: ['Pear', '2', 'XL'] },
      ],
      columns,
      [size],
      100,
    );
    expect(rows).toEqual([
      { line: 2, cells: { name: 'Apple', price: '1' }, metadata: { size: 'M' } },
    ]);
    expect(errors).toEqual([{ line: 3, message: 'Size must be one of: S, M.' }]);
  });

  it('reports unknown and missing columns on the header line', () => {
    const { errors } = readImportTable(
      [{ line: 1, fields: ['name', 'colour'] }],
      columns,
      [size],
      100,
    );
    expect(errors).toEqual([
      { line: 1, message: 'Unknown column: colour' },
      { line: 1, message: 'Missing column: price' },
    ]);
  });

  it('reads yes/no cells', () => {
    expect(parseFlag('', true)).toBe(true);
    expect(parseFlag('No', true)).toBe(false);
    expect(parseFlag('maybe', true)).toBeUndefined();
  });
});
