import { hostilePlans } from '../testing';
import { Validation, validatePlan } from './plan-validator';
import {
  BUILTIN_DIMENSIONS,
  CustomField,
  ENTITIES,
  ENTITY_NAMES,
  MAX_ROWS,
  MEASURE_NAMES,
  MEASURES,
  TIME_DIMENSIONS,
} from './semantic-layer';

const now = new Date('2026-11-21T12:00:00Z');
const fields: CustomField[] = [
  { id: 'f-region', label: 'Region', entityType: 'CLIENTS' },
  { id: 'f-size', label: 'Size', entityType: 'PRODUCTS' },
];
const validate = (raw: unknown) => validatePlan(raw, { fields, now });
const accepted = (raw: unknown) => {
  const result = validate(raw);
  if (!result.ok) throw new Error(`refused: ${result.reasons.join('; ')}`);
  return result.plan;
};
const reasons = (raw: unknown): string[] => {
  const result: Validation = validate(raw);
  if (result.ok) throw new Error('accepted');
  return result.reasons;
};

const combos = <T>(pick: (entity: (typeof ENTITY_NAMES)[number]) => readonly T[]) =>
  ENTITY_NAMES.flatMap((entity) => pick(entity).map((item) => [entity, item] as const));

describe('plan validator: what a plan may say', () => {
  it.each(combos((e) => ENTITIES[e].measures))(
    'accepts %s with its measure %s',
    (entity, measure) => {
      const groupBy = MEASURES[measure].needsGrouping ? [ENTITIES[entity].dimensions[0]] : [];
      const plan = accepted({ entity, measures: [measure], group_by: groupBy });
      expect(plan.measures).toEqual([measure]);
    },
  );

  it.each(combos((e) => MEASURE_NAMES.filter((m) => !ENTITIES[e].measures.includes(m))))(
    'refuses %s with a measure it does not have (%s)',
    (entity, measure) => {
      expect(reasons({ entity, measures: [measure] })).toEqual([
        `${entity} has no measure "${measure}"; its measures are ${ENTITIES[entity].measures.join(', ')}`,
      ]);
    },
  );

  it.each(combos((e) => ENTITIES[e].dimensions))(
    'accepts %s grouped by its dimension %s, counted by its default measure',
    (entity, dimension) => {
      const plan = accepted({ entity, group_by: [dimension] });
      expect(plan.groupBy).toEqual([
        expect.objectContaining({ kind: 'builtin', name: dimension, key: dimension }),
      ]);
      expect(plan.measures).toEqual([ENTITIES[entity].defaultMeasure]);
    },
  );

  it.each(combos((e) => BUILTIN_DIMENSIONS.filter((d) => !ENTITIES[e].dimensions.includes(d))))(
    'refuses %s grouped or filtered by a dimension it does not have (%s)',
    (entity, dimension) => {
      expect(reasons({ entity, group_by: [dimension] })[0]).toBe(
        `group_by: ${entity} has no dimension "${dimension}"; its dimensions are ${ENTITIES[entity].dimensions.join(', ')}`,
      );
      expect(reasons({ entity, filters: [{ dimension, values: ['x'] }] })[0]).toMatch(
        `filter 1: ${entity} has no dimension "${dimension}"`,
      );
    },
  );

  it('takes custom fields by label, for the entities whose records carry them', () => {
    const plan = accepted({ entity: 'order_lines', group_by: ['field:size', 'field:Region'] });
    expect(plan.groupBy).toEqual([
      { kind: 'field', field: fields[1], key: 'field_2', label: 'Size' },
      { kind: 'field', field: fields[0], key: 'field_1', label: 'Region' },
    ]);
    expect(reasons({ entity: 'orders', group_by: ['field:Size'] })).toEqual([
      'group_by: orders has no custom field "Size"',
    ]);
    expect(reasons({ entity: 'products', group_by: ['field:Colour'] })).toEqual([
      'group_by: products has no custom field "Colour"',
    ]);
  });

  it('reads the statuses and types it knows, in any case and by their usual synonyms', () => {
    const orders = accepted({
      entity: 'orders',
      filters: [{ dimension: 'status', values: ['pending', 'FULFILLED', 'canceled'] }],
    });
    expect(orders.filters[0].values).toEqual(['Pending', 'Complete', 'Cancelled']);
    const movements = accepted({
      entity: 'movements',
      filters: [{ dimension: 'type', values: ['inbound', 'OUT', 'adjustment'] }],
    });
    expect(movements.filters[0].values).toEqual(['IN', 'OUT', 'ADJUST']);
    expect(
      reasons({ entity: 'orders', filters: [{ dimension: 'status', values: ['Active'] }] }),
    ).toEqual(['filter 1: "Active" is not a status of orders (Pending, Complete, Cancelled)']);
    expect(
      reasons({ entity: 'movements', filters: [{ dimension: 'type', values: ['gift'] }] }),
    ).toEqual(['filter 1: "gift" is not a movement type (ORDER, ADJUST, IN, OUT)']);
  });

  it('filters dates with a time range, never with a time dimension', () => {
    for (const dimension of TIME_DIMENSIONS)
      expect(
        reasons({ entity: 'orders', filters: [{ dimension, values: ['2026-11-01'] }] }),
      ).toEqual([`filter 1: dates are filtered with time_range, not "${dimension}"`]);
  });

  it('resolves a preset period and checks explicit days', () => {
    expect(accepted({ entity: 'orders', time_range: { preset: 'last_month' } }).range).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      label: 'last month',
    });
    expect(
      accepted({
        entity: 'orders',
        time_range: { preset: null, from: '2026-02-01', to: '2026-02-28' },
      }).range,
    ).toEqual({ from: '2026-02-01', to: '2026-02-28', label: 'from Feb 1, 2026 to Feb 28, 2026' });
    expect(
      reasons({ entity: 'orders', time_range: { from: '2026-02-30', to: '2026-03-01' } }),
    ).toEqual(['time_range from and to must both be days written YYYY-MM-DD']);
    expect(
      reasons({ entity: 'orders', time_range: { from: '2026-03-01', to: '2026-02-01' } }),
    ).toEqual(['time_range from must not be after to']);
    expect(
      reasons({ entity: 'orders', time_range: { from: '2000-01-01', to: '2026-01-01' } }),
    ).toEqual(['time_range may span at most 10 years']);
    expect(reasons({ entity: 'orders', time_range: { preset: 'next_century' } })[0]).toMatch(
      /^unknown period "next_century"/,
    );
    expect(reasons({ entity: 'inventory', time_range: { preset: 'this_month' } })).toEqual([
      'inventory has no dates: a time range does not apply',
    ]);
  });

  it('sorts by a measure or a grouping of the plan, by default series in time order', () => {
    expect(accepted({ entity: 'orders', measures: ['revenue'], group_by: ['month'] }).sort).toEqual(
      {
        by: 'month',
        direction: 'asc',
      },
    );
    expect(
      accepted({ entity: 'orders', measures: ['revenue'], group_by: ['client'] }).sort,
    ).toEqual({
      by: 'revenue',
      direction: 'desc',
    });
    expect(
      accepted({
        entity: 'order_lines',
        measures: ['revenue'],
        group_by: ['field:Size'],
        sort: { by: 'field:Size', direction: 'asc' },
      }).sort,
    ).toEqual({ by: 'field_2', direction: 'asc' });
    expect(accepted({ entity: 'orders' }).sort).toEqual({ by: 'created_at', direction: 'desc' });
    expect(
      reasons({ entity: 'orders', measures: ['revenue'], sort: { by: 'email', direction: 'asc' } }),
    ).toEqual(['sort by "email" is not possible: sort by one of revenue']);
    expect(
      reasons({
        entity: 'orders',
        measures: ['revenue'],
        sort: { by: 'revenue', direction: 'up' },
      }),
    ).toEqual(['sort direction must be asc or desc']);
  });

  it('limits rows: lists to 50, groupings to 100, series to the maximum, never above it', () => {
    expect(accepted({ entity: 'orders' }).limit).toBe(50);
    expect(accepted({ entity: 'orders', group_by: ['client'] }).limit).toBe(100);
    expect(accepted({ entity: 'orders', group_by: ['day'] }).limit).toBe(MAX_ROWS);
    expect(accepted({ entity: 'orders', limit: 3 }).limit).toBe(3);
    for (const limit of [0, 501, 2.5, '10'])
      expect(reasons({ entity: 'orders', limit })).toEqual([
        'limit must be a whole number from 1 to 500',
      ]);
  });

  it('compares only measures of the plan, and not in a list', () => {
    expect(
      accepted({
        entity: 'inventory',
        measures: ['current_stock'],
        group_by: ['product'],
        measure_filters: [{ measure: 'current_stock', operator: '<=', value: 5 }],
      }).measureFilters,
    ).toEqual([{ measure: 'current_stock', operator: '<=', value: 5 }]);
    const stockCompared = (filter: object) =>
      reasons({ entity: 'inventory', measures: ['current_stock'], measure_filters: [filter] });
    expect(stockCompared({ measure: 'total_stock', operator: '<', value: 5 })).toEqual([
      'measure filter 1: "total_stock" is not one of the plan\'s measures',
    ]);
    expect(stockCompared({ measure: 'current_stock', operator: 'LIKE', value: 5 })).toEqual([
      'measure filter 1: operator must be one of < <= > >= =',
    ]);
    expect(stockCompared({ measure: 'current_stock', operator: '<', value: '5' })).toEqual([
      'measure filter 1: value must be a number',
    ]);
    expect(
      reasons({
        entity: 'inventory',
        measure_filters: [{ measure: 'current_stock', operator: '<', value: 5 }],
      }),
    ).toContain('measure_filters need a measure: a list of records has none');
  });

  it('needs a grouping for a share of revenue', () => {
    expect(reasons({ entity: 'orders', measures: ['revenue_share'] })).toEqual([
      'revenue_share is a share of a whole: it needs a grouping',
    ]);
  });

  it('leaves cancelled orders and movements out unless a status is asked for', () => {
    expect(accepted({ entity: 'orders' }).excludesCancelled).toBe(true);
    expect(accepted({ entity: 'movements' }).excludesCancelled).toBe(true);
    expect(accepted({ entity: 'orders', group_by: ['status'] }).excludesCancelled).toBe(false);
    expect(
      accepted({ entity: 'orders', filters: [{ dimension: 'status', values: ['Cancelled'] }] })
        .excludesCancelled,
    ).toBe(false);
    expect(accepted({ entity: 'products' }).excludesCancelled).toBe(false);
  });

  it('refuses values that are not short texts', () => {
    expect(reasons({ entity: 'orders', filters: [{ dimension: 'client', values: [] }] })).toEqual([
      'filter 1 needs at least one value',
    ]);
    expect(
      reasons({ entity: 'orders', filters: [{ dimension: 'client', values: ['x'.repeat(101)] }] }),
    ).toEqual(['filter 1 values must be 1 to 100 characters']);
    expect(reasons({ entity: 'orders', filters: [{ dimension: 'client', values: [{}] }] })).toEqual(
      ['filter 1 values must be texts'],
    );
  });

  it('refuses what is not a plan at all', () => {
    for (const raw of [null, 'orders', [], 42])
      expect(reasons(raw)).toEqual(['the plan must be an object']);
    expect(reasons({ entity: 'orders', colour: 'red' })).toEqual([
      'field "colour" is not part of a plan',
    ]);
  });

  it.each(
    hostilePlans({
      otherProvider: '7c1a3b9e-1f2d-4c5e-8a6b-9d0e1f2a3b4c',
      otherClient: '0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f',
    }),
  )('refuses a plan that $what', ({ plan, reason }) => {
    expect(reasons(plan).join('\n')).toMatch(reason);
  });
});
