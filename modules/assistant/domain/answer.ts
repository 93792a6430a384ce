import { formatValue } from './format';
import { DimensionRef, isNamedDimension, isTimeDimension, ValidatedPlan } from './plan';
import { ENTITIES, MEASURES } from './semantic-layer';
import { QueryDescription, ResultColumn } from './sql-compiler';

/**
 * The reply to a question, with the keys of docs/product.md §7 (llm-query-2) and the shapes of
 * section 3 (queryDetails, tableData). The answer text is written here from the rows, never by
 * a language model, so no figure in it can be invented and no data leaves for the model.
 */
export type AnalysisType = 'list' | 'total' | 'ranking' | 'breakdown' | 'time_series';

export interface FilterApplied {
  dimension: string;
  user_input: string;
  /** Names of the provider's records the input matched. */
  matches_found: string[];
  /** Records of the queried entity (in its scope and period) that the filter alone matches. */
  records_matched: number;
}

export interface QueryDetails {
  database_query: QueryDescription;
  analytical_intent: {
    analysis_type: AnalysisType;
    groupings: string[];
    value_function: 'sum' | 'count' | 'average' | 'share' | 'list';
    sorting: { by: string; direction: 'asc' | 'desc' };
  };
  entity_matching: { filters_applied: FilterApplied[] };
}

export interface TableData {
  columns: ResultColumn[];
  rows: Record<string, unknown>[];
  metadata: { sort_column: string; sort_direction: 'asc' | 'desc' };
}

export interface AssistantReply {
  answer: string;
  query_details: QueryDetails | null;
  table_data: TableData | null;
}

/** What to reorder, said with the figures: the first few stocks and their quantities. */
function reorderAnswer(rows: readonly Record<string, unknown>[], scope: string): string {
  const named = rows
    .slice(0, 5)
    .map((row) => `${row.product} at ${row.location}, ${row.suggested_quantity}`);
  const more = rows.length > 5 ? `; and ${rows.length - 5} more` : '';
  return `To reorder${scope}: ${named.join('; ')}${more}.`;
}

/** A reply that ran nothing: a refusal, or a question that was not understood. */
export function textReply(answer: string): AssistantReply {
  return { answer, query_details: null, table_data: null };
}

export const NOT_UNDERSTOOD =
  'I couldn\'t work out what to look up. Ask about revenue, orders, products, clients, locations or stock, for example "Top 5 clients by revenue this month" or "Products low in stock".';

export const TOO_SLOW =
  'That question took too long to answer. Try a shorter period, a narrower filter or fewer groupings.';

export function refusedPlanReply(reasons: readonly string[]): AssistantReply {
  return textReply(
    `I can only answer questions about your own business data, and only by reading it; that request was refused (${reasons.join('; ')}).`,
  );
}

export function analysisType(plan: ValidatedPlan): AnalysisType {
  if (plan.measures.length === 0) return 'list';
  if (plan.groupBy.length === 0) return 'total';
  if (plan.groupBy.some(isTimeDimension)) return 'time_series';
  return (plan.measures as string[]).includes(plan.sort.by) && plan.limit <= 25
    ? 'ranking'
    : 'breakdown';
}

const PREPOSITION: Record<string, string> = { client: 'for', product: 'of', location: 'at' };
const TYPE_WORDS: Record<string, string> = {
  ORDER: 'order',
  ADJUST: 'adjustment',
  IN: 'inbound',
  OUT: 'outbound',
};

function oneOf(names: readonly string[]): string {
  if (names.length <= 3) return names.join(' or ');
  return `${names.slice(0, 3).join(', ')} or ${names.length - 3} more`;
}

/** " for Acme Retail at Main Warehouse this month", as far as the plan narrows its records. */
function scopeOf(plan: ValidatedPlan, matching: readonly FilterApplied[]): string {
  const parts: string[] = [];
  let m = 0;
  for (const filter of plan.filters) {
    const d = filter.dimension;
    if (isNamedDimension(d)) {
      const names = matching[m++]?.matches_found ?? filter.values;
      parts.push(`${PREPOSITION[d.name]} ${oneOf(names)}`);
    } else if (d.kind === 'field') parts.push(`where ${d.label} is ${oneOf(filter.values)}`);
  }
  for (const f of plan.measureFilters)
    parts.push(
      `with ${MEASURES[f.measure].label.toLowerCase()} ${f.operator} ${formatValue(f.value, MEASURES[f.measure].type)}`,
    );
  if (plan.range) parts.push(plan.range.label);
  return parts.length > 0 ? ` ${parts.join(' ')}` : '';
}

/** "pending orders", "inbound movements": the entity's noun with its status or type. */
function nounOf(plan: ValidatedPlan, one = false): string {
  const adjectives = plan.filters
    .filter((f) => f.dimension.kind === 'builtin' && ['status', 'type'].includes(f.dimension.name))
    .map((f) =>
      oneOf(
        f.values.map((v) =>
          f.dimension.kind === 'builtin' && f.dimension.name === 'type'
            ? TYPE_WORDS[v]
            : v.toLowerCase(),
        ),
      ),
    );
  const entity = ENTITIES[plan.entity];
  return [...adjectives, one ? entity.singular : entity.noun].join(' ');
}

const PLURALS: Record<string, string> = {
  client: 'clients',
  product: 'products',
  location: 'locations',
  status: 'statuses',
  type: 'types',
};

/** "clients", "products and locations": what a ranking ranks. */
function pluralOf(groupBy: readonly DimensionRef[]): string {
  return groupBy
    .map((g) => (g.kind === 'field' ? `${g.label} values` : (PLURALS[g.name] ?? g.name)))
    .join(' and ');
}

function labelOf(
  row: Record<string, unknown>,
  columns: readonly ResultColumn[],
  plan: ValidatedPlan,
) {
  return plan.groupBy
    .map((g) => formatValue(row[g.key], columns.find((c) => c.key === g.key)?.type ?? 'text'))
    .join(' / ');
}

function sentence(
  plan: ValidatedPlan,
  columns: readonly ResultColumn[],
  rows: readonly Record<string, unknown>[],
  matching: readonly FilterApplied[],
): string {
  const scope = scopeOf(plan, matching);
  const unmatched = matching.find((f) => f.matches_found.length === 0);
  if (unmatched)
    return `I couldn't find a ${unmatched.dimension} matching "${unmatched.user_input}", so there is nothing to show.`;
  const type = analysisType(plan);
  const measure = plan.measures[0];
  const show = (row: Record<string, unknown>, key: string) =>
    formatValue(row[key], columns.find((c) => c.key === key)?.type ?? 'text');
  if (type === 'list') {
    if (rows.length === 0) return `No ${nounOf(plan)}${scope}.`;
    if (plan.entity === 'reorder') return reorderAnswer(rows, scope);
    const more = rows.length === plan.limit ? ` (the first ${plan.limit})` : '';
    return `Found ${rows.length} ${nounOf(plan, rows.length === 1)}${scope}${more}.`;
  }
  if (type === 'total') {
    const row = rows[0] ?? {};
    const narrowed = plan.filters.some((f) => ['status', 'type'].includes(f.dimension.key));
    const labels = plan.measures.map((m) => {
      if (!narrowed) return MEASURES[m].label;
      if (MEASURES[m].fn !== 'count') return `${MEASURES[m].label} of ${nounOf(plan)}`;
      const noun = nounOf(plan);
      return noun.charAt(0).toUpperCase() + noun.slice(1);
    });
    return `${labels.join(' and ')}${scope}: ${plan.measures.map((m) => show(row, m)).join(' and ')}.`;
  }
  if (rows.length === 0) return `No ${nounOf(plan)}${scope}, so there is nothing to show.`;
  const grouping = plan.groupBy.map((g) => g.label.toLowerCase()).join(' and ');
  const measureLabel = MEASURES[measure].label;
  if (type === 'time_series') {
    const best = rows.reduce((a, b) => (Number(b[measure]) > Number(a[measure]) ? b : a));
    const total =
      MEASURES[measure].fn === 'sum' || MEASURES[measure].fn === 'count'
        ? `, ${formatValue(
            rows.reduce((sum, row) => sum + Number(row[measure] ?? 0), 0),
            MEASURES[measure].type,
          )} in all`
        : '';
    return `${measureLabel} by ${grouping}${scope}: ${rows.length} ${rows.length === 1 ? grouping : `${grouping}s`}${total}; the highest was ${labelOf(best, columns, plan)} (${show(best, measure)}).`;
  }
  const listed = rows
    .slice(0, 3)
    .map((row) => `${labelOf(row, columns, plan)} (${show(row, measure)})`)
    .join(', ');
  const rest = rows.length > 3 ? `, and ${rows.length - 3} more` : '';
  const plural = pluralOf(plan.groupBy);
  if (type === 'ranking' && plan.sort.by === measure) {
    const heading =
      plan.sort.direction === 'desc'
        ? `Top ${rows.length} ${plural} by ${measureLabel.toLowerCase()}`
        : `${plural.charAt(0).toUpperCase()}${plural.slice(1)} with the lowest ${measureLabel.toLowerCase()}`;
    return `${heading}${scope}: ${listed}${rest}.`;
  }
  return `${measureLabel} by ${grouping}${scope}: ${listed}${rest}.`;
}

/** The reply to a plan that ran: its answer, how it was asked, and the rows. */
export function buildReply(input: {
  plan: ValidatedPlan;
  columns: readonly ResultColumn[];
  description: QueryDescription;
  rows: readonly Record<string, unknown>[];
  matching: readonly FilterApplied[];
}): AssistantReply {
  const { plan, columns, rows, matching } = input;
  const keys = columns.map((c) => c.key);
  return {
    answer: sentence(plan, columns, rows, matching),
    query_details: {
      database_query: input.description,
      analytical_intent: {
        analysis_type: analysisType(plan),
        groupings: plan.groupBy.map((g) => (g.kind === 'field' ? g.label : g.name)),
        value_function: plan.measures.length > 0 ? MEASURES[plan.measures[0]].fn : 'list',
        sorting: { by: plan.sort.by, direction: plan.sort.direction },
      },
      entity_matching: { filters_applied: [...matching] },
    },
    table_data: {
      columns: [...columns],
      rows: rows.map((row) => Object.fromEntries(keys.map((k) => [k, row[k] ?? null]))),
      metadata: { sort_column: plan.sort.by, sort_direction: plan.sort.direction },
    },
  };
}
