import { otherNamedDimensions, pickMatches, retarget } from './entity-matching';
import { ValidatedPlan } from './plan';
import { validatePlan } from './plan-validator';

const plan = (raw: object): ValidatedPlan => {
  const result = validatePlan(raw, { fields: [], now: new Date('2026-11-21T12:00:00Z') });
  if (!result.ok) throw new Error(result.reasons.join('; '));
  return result.plan;
};
const c = (name: string, score: number) => ({ id: name.toLowerCase(), name, score });

describe('entity matching', () => {
  it('takes an exact name alone, whatever its case and spacing', () => {
    expect(pickMatches('acme  retail', [c('Acme Retail', 1), c('Acme Retail West', 1)])).toEqual([
      c('Acme Retail', 1),
    ]);
  });

  it('takes every record as good as the best within a margin ("apples" means every pack)', () => {
    expect(
      pickMatches('apples', [c('Apples Box', 1), c('Apples Crate', 1), c('Pineapples', 0.5)]),
    ).toEqual([c('Apples Box', 1), c('Apples Crate', 1)]);
  });

  it('takes nothing below the threshold', () => {
    expect(pickMatches('zebra', [c('Zest Bar', 0.3)])).toEqual([]);
  });

  it('moves a name filter of orders to products through their lines, keeping a list sortable', () => {
    const orders = plan({
      entity: 'orders',
      filters: [{ dimension: 'client', values: ['Apples'] }],
    });
    expect(otherNamedDimensions(orders, 0)).toEqual(['product', 'location']);
    const moved = retarget(orders, 0, 'product');
    expect(moved.entity).toBe('order_lines');
    expect(moved.filters[0].dimension).toEqual({
      kind: 'builtin',
      name: 'product',
      key: 'product',
      label: 'Product',
    });
    expect(moved.sort).toEqual({ by: 'created_at', direction: 'desc' });
  });

  it('offers no kind the entity lacks or already filters on', () => {
    const stock = plan({
      entity: 'inventory',
      filters: [
        { dimension: 'product', values: ['Main'] },
        { dimension: 'location', values: ['Annex'] },
      ],
    });
    expect(otherNamedDimensions(stock, 0)).toEqual([]);
    expect(
      otherNamedDimensions(
        plan({ entity: 'clients', filters: [{ dimension: 'client', values: ['x'] }] }),
        0,
      ),
    ).toEqual([]);
  });
});
