import { buildReply } from './answer';
import { formatValue } from './format';
import { ValidatedPlan } from './plan';
import { validatePlan } from './plan-validator';
import { compilePlan } from './sql-compiler';

const now = new Date('2026-11-21T12:00:00Z');
const plan = (raw: object): ValidatedPlan => {
  const result = validatePlan(raw, { fields: [], now });
  if (!result.ok) throw new Error(result.reasons.join('; '));
  return result.plan;
};
function reply(raw: object, rows: Record<string, unknown>[], names: string[][] = []) {
  const p = plan(raw);
  const matches = new Map(names.map((n, i) => [i, { ids: n.map(() => 'id'), names: n }]));
  const compiled = compilePlan(p, 'provider', matches);
  return buildReply({
    plan: p,
    columns: compiled.columns,
    description: compiled.description,
    rows,
    matching: names.map((n, i) => ({
      dimension: p.filters[i].dimension.key,
      user_input: p.filters[i].values.join(', '),
      matches_found: n,
      records_matched: 3,
    })),
  });
}

describe('answers written from the rows', () => {
  it('formats USD with no decimals, percentages with one, dates and months in en-US', () => {
    expect(formatValue(1234.56, 'currency')).toBe('$1,235');
    expect(formatValue(0, 'currency')).toBe('$0');
    expect(formatValue(12.345, 'percentage')).toBe('12.3%');
    expect(formatValue(1234567, 'number')).toBe('1,234,567');
    expect(formatValue('2026-03-05T10:00:00Z', 'date')).toBe('Mar 5, 2026');
    expect(formatValue('2026-03-01', 'month')).toBe('Mar 2026');
    expect(formatValue(null, 'currency')).toBe('—');
  });

  it('names the top three of a ranking and counts the rest', () => {
    const rows = ['A', 'B', 'C', 'D', 'E'].map((client, i) => ({
      client_id: i,
      client,
      revenue: 50 - i * 10,
    }));
    const r = reply(
      {
        entity: 'orders',
        measures: ['revenue'],
        group_by: ['client'],
        limit: 5,
        time_range: { preset: 'this_month' },
      },
      rows,
    );
    expect(r.answer).toBe(
      'Top 5 clients by revenue this month: A ($50), B ($40), C ($30), and 2 more.',
    );
    // Hidden id columns stay out of the table.
    expect(r.table_data?.rows[0]).toEqual({ client: 'A', revenue: 50 });
    expect(r.query_details?.analytical_intent).toEqual({
      analysis_type: 'ranking',
      groupings: ['client'],
      value_function: 'sum',
      sorting: { by: 'revenue', direction: 'desc' },
    });
  });

  it('totals a filtered count in words, with the names matched', () => {
    const r = reply(
      {
        entity: 'orders',
        measures: ['order_count'],
        filters: [
          { dimension: 'client', values: ['acme'] },
          { dimension: 'status', values: ['Pending'] },
        ],
      },
      [{ order_count: 2 }],
      [['Acme Retail']],
    );
    expect(r.answer).toBe('Pending orders for Acme Retail: 2.');
    expect(r.query_details?.analytical_intent.analysis_type).toBe('total');
  });

  it('sums up a series and names its highest point', () => {
    const r = reply({ entity: 'orders', measures: ['revenue'], group_by: ['month'] }, [
      { month: '2026-09-01', revenue: 100 },
      { month: '2026-10-01', revenue: 300 },
    ]);
    expect(r.answer).toBe(
      'Revenue by month: 2 months, $400 in all; the highest was Oct 2026 ($300).',
    );
    expect(r.table_data?.metadata).toEqual({ sort_column: 'month', sort_direction: 'asc' });
  });

  it('counts a list, and says when it is cut at the limit', () => {
    expect(reply({ entity: 'clients' }, [{ client: 'A' }, { client: 'B' }]).answer).toBe(
      'Found 2 clients.',
    );
    expect(reply({ entity: 'clients', limit: 1 }, [{ client: 'A' }]).answer).toBe(
      'Found 1 client (the first 1).',
    );
    expect(
      reply({ entity: 'movements', filters: [{ dimension: 'type', values: ['IN'] }] }, []).answer,
    ).toBe('No inbound movements.');
  });

  it('says which name matched nothing', () => {
    const r = reply(
      { entity: 'orders', filters: [{ dimension: 'client', values: ['Zebra'] }] },
      [],
      [[]],
    );
    expect(r.answer).toBe(
      'I couldn\'t find a client matching "Zebra", so there is nothing to show.',
    );
  });
});
