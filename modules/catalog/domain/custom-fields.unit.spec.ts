import {
  changeField,
  checkFieldChange,
  defineField,
  FieldDefinition,
  Metadata,
  mergeMetadata,
  normalizeLabel,
  normalizeOptions,
  sortFields,
} from './custom-fields';

const field = (over: Partial<FieldDefinition>): FieldDefinition => ({
  id: 'f',
  entity_type: 'PRODUCTS',
  field_label: 'Field',
  field_type: 'TEXT',
  field_options: [],
  active: true,
  portal_filter: false,
  ...over,
});

const fields = [
  field({ id: 'batch', field_label: 'Batch Number' }),
  field({ id: 'weight', field_label: 'Weight', field_type: 'NUMBER' }),
  field({ id: 'expires', field_label: 'Expires', field_type: 'DATE' }),
  field({ id: 'organic', field_label: 'Organic', field_type: 'BOOLEAN' }),
  field({ id: 'size', field_label: 'Size', field_type: 'SELECT', field_options: ['S', 'M'] }),
];

/** Texts of at most 12 characters. */
const merge = (current: Metadata, incoming: Record<string, unknown> | undefined) =>
  mergeMetadata(fields, current, incoming, 12);

describe('custom fields', () => {
  it('stores a value of each type, coercing form strings to their type', () => {
    expect(
      merge(
        {},
        {
          batch: 'B-1',
          weight: '2.5',
          expires: '2026-02-28',
          organic: 'true',
          size: 'M',
        },
      ),
    ).toEqual({ batch: 'B-1', weight: 2.5, expires: '2026-02-28', organic: true, size: 'M' });
  });

  it('refuses a value of the wrong type, naming the field', () => {
    expect(() => merge({}, { weight: 'heavy' })).toThrow('Weight must be a number.');
    expect(() => merge({}, { expires: '2026-02-30' })).toThrow(
      'Expires must be a date (YYYY-MM-DD).',
    );
    expect(() => merge({}, { organic: 'yes' })).toThrow('Organic must be yes or no.');
    expect(() => merge({}, { size: 'XL' })).toThrow('Size must be one of: S, M.');
    expect(() => merge({}, { batch: 7 })).toThrow('Batch Number must be text.');
    expect(() => merge({}, { nope: 'x' })).toThrow('Unknown custom field: nope');
  });

  it('refuses a text longer than the bound it is given, naming the field', () => {
    expect(merge({}, { batch: 'B'.repeat(12) })).toEqual({ batch: 'B'.repeat(12) });
    expect(() => merge({}, { batch: 'B'.repeat(13) })).toThrow(
      'Batch Number must be at most 12 characters.',
    );
  });

  it('keeps values it was not sent, and removes those sent empty', () => {
    expect(merge({ batch: 'B-1', size: 'S' }, { size: '' })).toEqual({
      batch: 'B-1',
    });
    expect(merge({ batch: 'B-1' }, undefined)).toEqual({ batch: 'B-1' });
  });

  it('keeps dropdown options trimmed and unique, and only for dropdowns', () => {
    expect(normalizeOptions('SELECT', [' S ', 'M', 'S', ''])).toEqual(['S', 'M']);
    expect(normalizeOptions('TEXT', ['ignored'])).toEqual([]);
    expect(() => normalizeOptions('SELECT', [' '])).toThrow('at least one option');
  });

  it('requires a label', () => {
    expect(normalizeLabel('  Batch ')).toBe('Batch');
    expect(() => normalizeLabel('  ')).toThrow('Field label is required.');
  });

  it('fixes entity type and field type after creation', () => {
    const existing = { entity_type: 'PRODUCTS' as const, field_type: 'TEXT' as const };
    expect(() => checkFieldChange(existing, { field_type: 'NUMBER' })).toThrow('field type');
    expect(() => checkFieldChange(existing, { entity_type: 'CLIENTS' })).toThrow('entity type');
    expect(() => checkFieldChange(existing, { entity_type: 'PRODUCTS' })).not.toThrow();
  });

  it('sorts by entity type, then label without regard to case', () => {
    const sorted = sortFields([
      field({ entity_type: 'PRODUCTS', field_label: 'b' }),
      field({ entity_type: 'CLIENTS', field_label: 'Z' }),
      field({ entity_type: 'PRODUCTS', field_label: 'A' }),
    ]);
    expect(sorted.map((f) => `${f.entity_type}:${f.field_label}`)).toEqual([
      'CLIENTS:Z',
      'PRODUCTS:A',
      'PRODUCTS:b',
    ]);
  });
});

describe('defining and changing a field', () => {
  it('keeps a new field with its label trimmed, its options unique, and active by default', () => {
    expect(
      defineField('f1', {
        entity_type: 'PRODUCTS',
        field_label: ' Size ',
        field_type: 'SELECT',
        field_options: ['S', ' M', 'S', ''],
      }),
    ).toEqual({
      id: 'f1',
      entity_type: 'PRODUCTS',
      field_label: 'Size',
      field_type: 'SELECT',
      field_options: ['S', 'M'],
      active: true,
      portal_filter: false,
    });
  });

  it('marks text, dropdown and yes/no product fields as portal filters, and refuses the others', () => {
    const input = {
      entity_type: 'PRODUCTS',
      field_label: 'Category',
      portal_filter: true,
    } as const;
    for (const field_type of ['TEXT', 'BOOLEAN'] as const)
      expect(defineField('f', { ...input, field_type }).portal_filter).toBe(true);
    expect(
      defineField('f', { ...input, field_type: 'SELECT', field_options: ['Bread'] }).portal_filter,
    ).toBe(true);
    for (const field_type of ['NUMBER', 'DATE'] as const)
      expect(() => defineField('f', { ...input, field_type })).toThrow(
        'portal_filter is only for text, dropdown or yes/no fields.',
      );
    expect(() =>
      defineField('f', { ...input, entity_type: 'CLIENTS', field_type: 'TEXT' }),
    ).toThrow('portal_filter is only for fields of products.');
    const weight = field({ field_type: 'NUMBER' });
    expect(() => changeField(weight, { portal_filter: true })).toThrow('portal_filter is only');
    expect(changeField(weight, { portal_filter: false }).portal_filter).toBe(false);
    const origin = field({});
    expect(changeField(origin, { portal_filter: true }).portal_filter).toBe(true);
    expect(changeField({ ...origin, portal_filter: true }, { active: false }).portal_filter).toBe(
      true,
    );
  });

  it('changes label, options and active flag, and refuses a change of type', () => {
    const size = field({ field_type: 'SELECT', field_options: ['S'] });
    expect(
      changeField(size, { field_label: 'Talla', field_options: ['L'], active: false }),
    ).toEqual({ ...size, field_label: 'Talla', field_options: ['L'], active: false });
    expect(changeField(size, {})).toEqual(size);
    expect(() => changeField(size, { field_type: 'TEXT' })).toThrow(
      'The field type of a custom field cannot change.',
    );
  });
});
