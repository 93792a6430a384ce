import { MatchedRecords, ValidatedPlan } from './plan';
import { validatePlan } from './plan-validator';
import { CustomField, ENTITIES, ENTITY_NAMES, MEASURES } from './semantic-layer';
import { compileMatchCounts, compilePlan } from './sql-compiler';

const PROVIDER = '11111111-2222-4333-8444-555555555555';
const now = new Date('2026-11-21T12:00:00Z');
const fields: CustomField[] = [
  { id: 'f-region', label: 'Region', entityType: 'CLIENTS' },
  { id: 'f-size', label: 'Size', entityType: 'PRODUCTS' },
];
function plan(raw: object): ValidatedPlan {
  const result = validatePlan(raw, { fields, now });
  if (!result.ok) throw new Error(result.reasons.join('; '));
  return result.plan;
}
const none = new Map<number, MatchedRecords>();
const compile = (raw: object, matches: ReadonlyMap<number, MatchedRecords> = none) =>
  compilePlan(plan(raw), PROVIDER, matches);

/** Every table the statement reads, with its alias, must be held to the caller's provider. */
function expectEveryTableScoped(text: string): void {
  const tables = [
    ...text.matchAll(
      /\b(?:FROM|JOIN)\s+(orders|inventory|catalog_products|clients|clients_provider_links|locations)\s+(\w+)/g,
    ),
  ];
  expect(tables.length).toBeGreaterThan(0);
  for (const [, table, alias] of tables)
    expect({ table, scoped: text.includes(`${alias}.provider_id = $1`) }).toEqual({
      table,
      scoped: true,
    });
}

const measureCases = ENTITY_NAMES.flatMap((entity) =>
  ENTITIES[entity].measures.map((measure) => [entity, measure] as const),
);
const dimensionCases = ENTITY_NAMES.flatMap((entity) =>
  ENTITIES[entity].dimensions.map((dimension) => [entity, dimension] as const),
);

describe('SQL compiler', () => {
  it.each(measureCases)(
    'compiles %s / %s into a scoped, parameterised aggregate',
    (entity, measure) => {
      const grouping = MEASURES[measure].needsGrouping ? [ENTITIES[entity].dimensions[0]] : [];
      const compiled = compile({ entity, measures: [measure], group_by: grouping });
      expect(compiled.values[0]).toBe(PROVIDER);
      expect(compiled.text).toContain(`AS "${measure}"`);
      expect(compiled.text).not.toContain(PROVIDER);
      expectEveryTableScoped(compiled.text);
      expect(compiled.columns.at(-1)).toEqual({
        key: measure,
        label: MEASURES[measure].label,
        type: MEASURES[measure].type,
      });
      // The row limit is a parameter, and the last one.
      expect(compiled.text).toMatch(new RegExp(`LIMIT \\$${compiled.values.length}$`));
    },
  );

  it.each(dimensionCases)('compiles %s grouped by %s', (entity, dimension) => {
    const compiled = compile({ entity, group_by: [dimension] });
    expect(compiled.text).toContain(`AS "${dimension}"`);
    expect(compiled.text).toMatch(/GROUP BY \d+(, \d+)*/);
    expectEveryTableScoped(compiled.text);
    expect(compiled.columns[0]).toEqual({
      key: dimension,
      label: expect.any(String),
      type: dimension === 'month' ? 'month' : ['day', 'week'].includes(dimension) ? 'date' : 'text',
    });
    const named = ['client', 'product', 'location'].includes(dimension);
    // Records are grouped by id, so two clients of the same name stay two rows.
    expect(compiled.text.includes(`AS "${dimension}_id"`)).toBe(named);
  });

  it.each(ENTITY_NAMES)('lists %s records with their list columns', (entity) => {
    const compiled = compile({ entity });
    expect(compiled.columns).toEqual(ENTITIES[entity].list);
    expect(compiled.text).not.toContain('GROUP BY');
    expect(compiled.text).toContain(
      `ORDER BY "${ENTITIES[entity].listSort.by}" ${ENTITIES[entity].listSort.direction.toUpperCase()} NULLS LAST`,
    );
    expectEveryTableScoped(compiled.text);
  });

  it('groups and filters by custom fields through parameters naming the field', () => {
    const compiled = compile({
      entity: 'order_lines',
      measures: ['revenue'],
      group_by: ['field:Size'],
      filters: [{ dimension: 'field:Region', values: ['North', "O'Brien"] }],
    });
    expect(compiled.text).toContain(`p.metadata ->> $2`);
    expect(compiled.text).toContain(`lower(c.metadata ->> $`);
    expect(compiled.values).toEqual(
      expect.arrayContaining(['f-size', 'f-region', ['north', "o'brien"]]),
    );
    expect(compiled.text).not.toContain('North');
    expect(compiled.text).not.toContain('Brien');
  });

  it('filters names by the ids they matched, statuses and types by value, all as parameters', () => {
    const matched = new Map<number, MatchedRecords>([
      [0, { ids: ['aaaaaaaa-0000-4000-8000-000000000001'], names: ['Acme Retail'] }],
    ]);
    const compiled = compile(
      {
        entity: 'orders',
        filters: [
          { dimension: 'client', values: ["Acme's Deli"] },
          { dimension: 'status', values: ['pending'] },
        ],
      },
      matched,
    );
    expect(compiled.text).toContain('c.id = ANY($2::uuid[])');
    expect(compiled.values[1]).toEqual(['aaaaaaaa-0000-4000-8000-000000000001']);
    expect(compiled.values[2]).toEqual(['Pending']);
    expect(compiled.text).not.toContain('Acme');
    const movements = compile({
      entity: 'movements',
      filters: [{ dimension: 'type', values: ['IN'] }],
    });
    expect(movements.text).toContain('o.type = ANY($2::text[])');
    expect(movements.values[1]).toEqual(['IN']);
  });

  it('matches no record for a name that matched nothing', () => {
    const compiled = compile(
      { entity: 'orders', filters: [{ dimension: 'client', values: ['Nobody'] }] },
      new Map([[0, { ids: [], names: [] }]]),
    );
    expect(compiled.values[1]).toEqual([]);
  });

  it('keeps to whole UTC days of the period, the last day included', () => {
    const compiled = compile({
      entity: 'orders',
      measures: ['revenue'],
      time_range: { from: '2026-03-01', to: '2026-03-31' },
    });
    expect(compiled.text).toContain('o.created_at >= $2::timestamptz');
    expect(compiled.text).toContain('o.created_at < $3::timestamptz');
    expect(compiled.values.slice(1, 3)).toEqual([
      '2026-03-01T00:00:00Z',
      '2026-04-01T00:00:00.000Z',
    ]);
  });

  it('compares measures in HAVING with the number as a parameter', () => {
    const compiled = compile({
      entity: 'inventory',
      measures: ['current_stock'],
      group_by: ['product'],
      measure_filters: [{ measure: 'current_stock', operator: '<', value: 20 }],
    });
    expect(compiled.text).toMatch(
      /HAVING coalesce\(sum\(coalesce\(i\.current_stock, 0\)\), 0\)::float8 < \$2::float8/,
    );
    expect(compiled.values[1]).toBe(20);
  });

  it('leaves cancelled orders out unless a status is asked for, and says so', () => {
    const compiled = compile({ entity: 'orders', measures: ['revenue'] });
    expect(compiled.text).toContain('NOT o.cancelled');
    expect(compiled.description).toEqual({
      table: 'orders',
      columns: ['revenue'],
      filters: [
        { column: 'provider_id', operator: '=', value: PROVIDER },
        { column: 'type', operator: '=', value: 'ORDER' },
        { column: 'cancelled', operator: '=', value: false },
      ],
    });
    const byStatus = compile({ entity: 'orders', group_by: ['status'] });
    expect(byStatus.text).not.toContain('NOT o.cancelled');
  });

  it('describes the filters as applied: matched names, values, period and comparisons', () => {
    const compiled = compile(
      {
        entity: 'inventory',
        measures: ['current_stock'],
        group_by: ['product'],
        filters: [{ dimension: 'location', values: ['main'] }],
        measure_filters: [{ measure: 'current_stock', operator: '<=', value: 5 }],
      },
      new Map([[0, { ids: ['aaaaaaaa-0000-4000-8000-000000000002'], names: ['Main Warehouse'] }]]),
    );
    expect(compiled.description.filters).toEqual([
      { column: 'provider_id', operator: '=', value: PROVIDER },
      { column: 'location', operator: 'in', value: ['Main Warehouse'] },
      { column: 'current_stock', operator: '<=', value: 5 },
    ]);
  });

  it('counts the records each name filter matches, in one statement', () => {
    const counts = compileMatchCounts(
      plan({
        entity: 'order_lines',
        filters: [
          { dimension: 'status', values: ['Pending'] },
          { dimension: 'client', values: ['Acme'] },
          { dimension: 'product', values: ['Apples'] },
        ],
      }),
      PROVIDER,
      new Map([
        [1, { ids: ['aaaaaaaa-0000-4000-8000-000000000003'], names: ['Acme Retail'] }],
        [2, { ids: ['aaaaaaaa-0000-4000-8000-000000000004'], names: ['Apples Crate'] }],
      ]),
    );
    expect(counts?.text).toMatch(
      /^SELECT count\(\*\) FILTER \(WHERE c\.id = ANY\(\$2::uuid\[\]\)\)::int AS "m1", count\(\*\) FILTER \(WHERE p\.id = ANY\(\$3::uuid\[\]\)\)::int AS "m2"/,
    );
    expect(counts?.keys).toEqual(
      new Map([
        [1, 'm1'],
        [2, 'm2'],
      ]),
    );
    expectEveryTableScoped(counts!.text);
    expect(compileMatchCounts(plan({ entity: 'orders' }), PROVIDER, none)).toBeNull();
  });
});
