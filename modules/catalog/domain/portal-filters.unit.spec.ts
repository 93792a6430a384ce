import { FieldDefinition, Metadata } from './custom-fields';
import { portalFilters } from './portal-filters';

const field = (over: Partial<FieldDefinition>): FieldDefinition => ({
  id: 'f',
  entity_type: 'PRODUCTS',
  field_label: 'Field',
  field_type: 'TEXT',
  field_options: [],
  active: true,
  portal_filter: true,
  ...over,
});

const fields = [
  field({ id: 'cat', field_label: 'Category', field_type: 'SELECT', field_options: ['x'] }),
  field({ id: 'org', field_label: 'Organic', field_type: 'BOOLEAN' }),
  field({ id: 'cost', field_label: 'Cost note', portal_filter: false }),
  field({ id: 'old', field_label: 'Old', active: false }),
  field({ id: 'none', field_label: 'Unused' }),
];

describe('portal filters', () => {
  const products: { metadata: Metadata }[] = [
    { metadata: { cat: 'pastry', org: true, cost: 'secret' } },
    { metadata: { cat: 'Bread', org: false, old: 'x' } },
    { metadata: { cat: 'Bread 10' } },
    { metadata: { cat: 'Bread 9', org: 'stale text' } },
    { metadata: {} },
  ];

  it('offers active filter fields with their values present, sorted, yes before no', () => {
    expect(portalFilters(fields, products).filters).toEqual([
      {
        id: 'cat',
        name: 'Category',
        type: 'SELECT',
        values: ['Bread', 'Bread 9', 'Bread 10', 'pastry'],
      },
      { id: 'org', name: 'Organic', type: 'BOOLEAN', values: [true, false] },
    ]);
  });

  it("gives each product only its filter fields' values", () => {
    const { valuesOf } = portalFilters(fields, products);
    expect(products.map((p) => valuesOf(p.metadata))).toEqual([
      { cat: 'pastry', org: true },
      { cat: 'Bread', org: false },
      { cat: 'Bread 10' },
      { cat: 'Bread 9' },
      {},
    ]);
  });
});
