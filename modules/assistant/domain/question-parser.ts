import { lastUnits, monthOf } from './period';
import { PlanContext, PlannerOutcome, RawPlan } from './plan';
import {
  BuiltinDimension,
  EntityName,
  FIELD_PREFIX,
  MeasureName,
  NamedDimension,
  PERIOD_PRESETS,
  PeriodPreset,
} from './semantic-layer';

/**
 * The built-in planner: reads a question in plain English with a few dozen patterns and writes
 * the same kind of plan a language model would, for the validator to check. It understands the
 * panel's quick questions and the common forms (rankings, totals, series, lists, stock, with
 * names, statuses and periods); anything else is `unknown`, and requests to write, to read
 * other providers' data, SQL and attempts at new instructions are refused outright.
 */

export const REFUSALS = {
  write:
    "I can only read your business data: I can't create, change or delete anything. Ask me a question about it instead.",
  otherTenant:
    "I can only answer questions about your own business's data, not about other providers or accounts.",
  injection:
    'I only answer questions about your business data, by my own rules. Please ask about your orders, products, clients, locations or stock.',
  general:
    "I can't help with that: I only answer questions by reading your own business data, and I change nothing.",
  sql: 'I don\'t run SQL. Ask in plain words, for example "Top 5 clients by revenue this month".',
} as const;

const INJECTION =
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|rules?|prompt|previous|above|guardrails?|restrictions?)\b|\bsystem prompt\b|\byou are now\b|\bjailbreak\b|\bdeveloper mode\b/;
const OTHER_TENANT =
  /\b(other|another|all|every|different|competitors?'?s?|someone else'?s)\s+(providers?|suppliers?|compan(y|ies)|business(es)?|tenants?|accounts?|vendors?|shops?)\b|\bprovider[_\s-]?ids?\b|\bpasswords?\b|\b(all|other) users\b|\bauth(entication)? tokens?\b/;
const SQL_TEXT =
  /\bselect\b.+\bfrom\b|;|--|\/\*|\bunion\s+(all\s+)?select\b|\bpg_\w+|\b(drop|truncate|alter)\s+(table|database|schema)\b|\binsert\s+into\b|\bupdate\s+\w+\s+set\b|\bdelete\s+from\b/;
const WRITE =
  /^(please\s+|can you\s+|could you\s+|i want to\s+|i'd like to\s+)?(delete|remove|drop|update|insert|create|add|cancel|fulfil|fulfill|change|set|modify|rename|truncate|alter|grant|place|edit|erase|wipe|reset|mark|approve)\b/;

/** What to reorder: stocks at or below their minimum (reorder points). */
const REORDER =
  /\b(re-?order|restock|replenish|below (the |their |its )?minimums?|what should (i|we) (order|buy))\b/;

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const MONTH_WORD =
  '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)';

const PRESETS: [RegExp, PeriodPreset][] = [
  [/\btoday\b/, 'today'],
  [/\byesterday\b/, 'yesterday'],
  [/\b(this|current) week\b|\bweek to date\b/, 'this_week'],
  [/\b(last|previous|past) week\b/, 'last_week'],
  [/\b(this|current) month\b|\bmonth to date\b|\bmtd\b/, 'this_month'],
  [/\b(last|previous|past) month\b/, 'last_month'],
  [/\b(this|current) quarter\b/, 'this_quarter'],
  [/\b(last|previous|past) quarter\b/, 'last_quarter'],
  [/\b(this|current) year\b|\byear to date\b|\bytd\b/, 'this_year'],
  [/\b(last|previous|past) year\b/, 'last_year'],
];

const GROUPINGS: [RegExp, BuiltinDimension][] = [
  [/\b(by|per|for each|each|across)\s+(client|customer|buyer)s?\b/, 'client'],
  [/\b(by|per|for each|each|across)\s+(product|item|sku)s?\b/, 'product'],
  [
    /\b(by|per|for each|each|across)\s+(location|warehouse|store|site|depot|branch)(e?s)?\b/,
    'location',
  ],
  [/\b(by|per)\s+status(es)?\b/, 'status'],
  [/\b(by|per)\s+(movement\s+)?(type|kind)s?\b/, 'type'],
  [/\b(by|per|each)\s+(day|date)s?\b|\bdaily\b|\bday by day\b/, 'day'],
  [/\b(by|per|each)\s+weeks?\b|\bweekly\b|\bweek by week\b/, 'week'],
  [/\b(by|per|each)\s+months?\b|\bmonthly\b|\bmonth by month\b|\bover time\b|\btrend\b/, 'month'],
];

/** A plural subject that a ranking is of ("top 5 clients", "products low in stock"). */
const SUBJECTS: [RegExp, NamedDimension][] = [
  [/\b(clients|customers|buyers|who)\b|\bwhich (client|customer)\b/, 'client'],
  [/\b(products|items|skus)\b|\bwhich (product|item)\b/, 'product'],
  [
    /\b(locations|warehouses|stores|sites|depots)\b|\bwhich (location|warehouse|store)\b/,
    'location',
  ],
];

const RECORD_COUNTS: MeasureName[] = ['product_count', 'client_count', 'location_count'];
const SINGULAR_WHICH =
  /\bwhich (client|customer|product|item|location|warehouse|store)\b(?!s)|\bwho\b/;

const STOP =
  '(?=\\s+(?:this|last|past|previous|today|yesterday|since|during|in|at|by|per|from|for|with|and|are|is|was|were|do|does|did|have|has|had|ordered|bought|order|orders|sold|so far|over|between|on|vs|versus|compared|which|that|committed|left|available|in stock)\\b|\\s*$)';
const NOT_A_NAME =
  /^(each|all|every|me|us|my|our|the (last|past|year|month|week|quarter)|today|yesterday|this|last|stock|inventory|revenue|sales|orders?|products?|clients?|customers?|locations?|warehouses?|movements?|units?|total|sale|now|date)\b/i;

interface NameFilter {
  dimension: NamedDimension;
  value: string;
  /** Named by its kind in the question ("for product X"): not to be guessed at. */
  explicit: boolean;
}

/** The question, and a lower-case copy of it, kept the same length so spans can be blanked in both. */
class Text {
  original: string;
  lower: string;
  constructor(question: string) {
    this.original = ` ${question
      .replace(/[?!]+/g, ' ')
      .replace(/,/g, ' ')
      .replace(/\.(\s|$)/g, ' ')
      .replace(/[’‘]/g, "'")
      .replace(/\s+/g, ' ')
      .trim()} `;
    this.lower = this.original.toLowerCase();
  }
  has(pattern: RegExp): boolean {
    return pattern.test(this.lower);
  }
  /** Finds `pattern` and blanks what it matched, so later patterns do not see it again. */
  take(pattern: RegExp): RegExpExecArray | null {
    const match = pattern.exec(this.lower);
    if (match) this.blank(match.index, match[0].length);
    return match;
  }
  blank(index: number, length: number): void {
    const spaces = ' '.repeat(length);
    this.original = this.original.slice(0, index) + spaces + this.original.slice(index + length);
    this.lower = this.lower.slice(0, index) + spaces + this.lower.slice(index + length);
  }
}

function timeRange(text: Text, now: Date): RawPlan['time_range'] {
  const last = text.take(/\b(?:last|past|previous)\s+(\d{1,4})\s+(day|week|month)s?\b/);
  if (last) {
    const preset = `last_${last[1]}_${last[2]}s`;
    if ((PERIOD_PRESETS as readonly string[]).includes(preset))
      return { preset: preset as PeriodPreset };
    const range = lastUnits(Number(last[1]), last[2] as 'day' | 'week' | 'month', now);
    return { preset: null, from: range.from, to: range.to };
  }
  for (const [pattern, preset] of PRESETS) if (text.take(pattern)) return { preset };
  const month = text.take(
    new RegExp(`\\b(?:in|during|for|of|from)\\s+${MONTH_WORD}(?:\\s+(\\d{4}))?\\b`),
  );
  if (month) {
    const index = MONTHS.indexOf(month[1].slice(0, 3) as (typeof MONTHS)[number]);
    const range = monthOf(index, month[2] ? Number(month[2]) : undefined, now);
    return { preset: null, from: range.from, to: range.to };
  }
  return null;
}

function names(text: Text, stockContext: boolean): NameFilter[] {
  const found: NameFilter[] = [];
  const collect = (pattern: RegExp, dimension: (kind: string | undefined) => NamedDimension) => {
    for (;;) {
      const match = pattern.exec(text.lower);
      if (!match) return;
      const start = match.index + match[0].length - match[2].length;
      const value = text.original.slice(start, start + match[2].length).trim();
      text.blank(match.index, match[0].length);
      if (value && !NOT_A_NAME.test(value))
        found.push({ dimension: dimension(match[1]?.trim()), value, explicit: Boolean(match[1]) });
    }
  };
  const kindOf = (kind: string | undefined, otherwise: NamedDimension): NamedDimension => {
    if (!kind) return otherwise;
    if (/client|customer/.test(kind)) return 'client';
    if (/product|item/.test(kind)) return 'product';
    return 'location';
  };
  collect(
    new RegExp(
      `\\b(?:units|stock|quantity|quantities|qty|inventory|sales|revenue)\\s+of\\s+(?:the\\s+)?(product\\s+|item\\s+)?(.+?)${STOP}`,
    ),
    () => 'product',
  );
  collect(
    new RegExp(
      `\\b(?:at|in)\\s+(?:the\\s+)?(location\\s+|warehouse\\s+|store\\s+|depot\\s+)?(?!stock\\b|inventory\\b|total\\b)(.+?)${STOP}`,
    ),
    () => 'location',
  );
  collect(
    new RegExp(
      `\\b(?:for|from|of)\\s+(?:the\\s+)?(client\\s+|customer\\s+|product\\s+|item\\s+)?(.+?)${STOP}`,
    ),
    (kind) => kindOf(kind, stockContext ? 'product' : 'client'),
  );
  return found;
}

function measuresOf(text: Text): { measures: MeasureName[]; stock: boolean; movements: boolean } {
  const measures: MeasureName[] = [];
  const has = (pattern: RegExp) => text.has(pattern);
  const movements = has(
    /\b(movements?|transactions?|inbound|outbound|adjustments?|deliveries|receipts|restock\w*)\b/,
  );
  if (movements) {
    if (has(/\b(units?|quantity|quantities|qty|how much|volume)\b/)) measures.push('quantity');
    else if (has(/\b(how many|number of|count)\b/) || has(/\b(by|per)\b/))
      measures.push('movement_count');
    return { measures, stock: false, movements };
  }
  if (has(/\b(committed|reserved|promised|allocated)\b/)) measures.push('committed_stock');
  else if (has(/\btotal (stock|inventory)\b/)) measures.push('total_stock');
  else if (has(/\b(stock|inventory|on hand|available|left)\b/)) measures.push('current_stock');
  if (measures.length > 0) return { measures, stock: true, movements };

  if (has(/\b(share|percent(age)?|proportion)\b|%/)) measures.push('revenue_share', 'revenue');
  else if (has(/\baverage (order|basket|spend)\b|\baov\b|\bavg order\b/))
    measures.push('average_order_value');
  else if (
    has(/\b(revenue|sales|turnover|income|earn\w*|money|spen[dt]\w*|takings|billed|sold for)\b/)
  )
    measures.push('revenue');
  if (
    has(/\b(units?|quantity|quantities|qty|volume|pieces|sold|selling|sell)\b/) &&
    !has(/\bsold for\b/)
  )
    measures.push('quantity');
  if (has(/\b(how many|number of|count of|count)\b(\s+\w+)?\s+orders\b|\border count\b/))
    measures.push('order_count');
  else if (has(/\bhow many (active |inactive )?(products|items)\b/)) measures.push('product_count');
  else if (has(/\bhow many (active |inactive )?(clients|customers)\b/))
    measures.push('client_count');
  else if (has(/\bhow many (active |inactive )?(locations|warehouses|stores)\b/))
    measures.push('location_count');
  return { measures, stock: false, movements };
}

function statusOf(text: Text): string | null {
  if (text.has(/\b(pending|open|unfulfilled|outstanding|awaiting|not (yet )?fulfilled|waiting)\b/))
    return 'Pending';
  if (text.has(/\b(cancell?ed|canceled)\b/)) return 'Cancelled';
  if (text.has(/\b(fulfilled|completed?|shipped|done|closed)\b/)) return 'Complete';
  if (text.has(/\b(inactive|disabled|archived)\b/)) return 'Inactive';
  if (text.has(/\b(active|enabled)\b/)) return 'Active';
  return null;
}

function movementTypeOf(text: Text): string | null {
  if (text.has(/\b(inbound|incoming|deliveries|receipts|received|restock\w*)\b/)) return 'IN';
  if (text.has(/\b(outbound|outgoing)\b/)) return 'OUT';
  if (text.has(/\badjust(ments?|ed)?\b/)) return 'ADJUST';
  return null;
}

function entityOf(
  text: Text,
  found: { measures: MeasureName[]; stock: boolean; movements: boolean },
  productInvolved: boolean,
): EntityName | null {
  const { measures } = found;
  if (text.has(REORDER)) return 'reorder';
  if (found.movements) return 'movements';
  if (found.stock) return 'inventory';
  if (measures.includes('product_count')) return 'products';
  if (measures.includes('client_count')) return 'clients';
  if (measures.includes('location_count')) return 'locations';
  if (measures.length > 0) return productInvolved ? 'order_lines' : 'orders';
  if (text.has(/\b(orders?|ordered|purchases?|sales)\b/))
    return productInvolved ? 'order_lines' : 'orders';
  if (text.has(/\b(products?|items?|catalog(ue)?)\b/)) return 'products';
  if (text.has(/\b(clients?|customers?)\b/)) return 'clients';
  if (text.has(/\b(locations?|warehouses?|stores?|depots?)\b/)) return 'locations';
  return null;
}

const GROUPING_WORDS = ['by', 'per', 'for each'];
const isWordChar = (char: string | undefined) => char !== undefined && /\w/.test(char);

/**
 * Finds "by <label>", "per <label>" or "for each <label>" as whole words and blanks it. A label
 * is the provider's text, of any length and any characters, so it is looked for as text, never
 * built into a RegExp (a long one is too large to compile, and each question reads every label).
 * The work is bounded by the question: a label longer than it cannot be in it.
 */
function takeGrouping(text: Text, label: string): boolean {
  const wanted = label.toLowerCase();
  const { lower } = text;
  if (wanted === '' || wanted.length > lower.length) return false;
  for (let at = lower.indexOf(wanted); at !== -1; at = lower.indexOf(wanted, at + 1)) {
    const end = at + wanted.length;
    if (isWordChar(wanted.at(-1)) && isWordChar(lower[end])) continue;
    const word = GROUPING_WORDS.find(
      (w) => lower.endsWith(`${w} `, at) && !isWordChar(lower[at - w.length - 2]),
    );
    if (!word) continue;
    const start = at - word.length - 1;
    text.blank(start, end - start);
    return true;
  }
  return false;
}

/** Parses one question into a plan, a refusal, or `unknown`. */
export function parseQuestion(question: string, context: PlanContext): PlannerOutcome {
  const text = new Text(question);
  const raw = text.lower.trim();
  if (raw === '') return { kind: 'unknown' };
  if (INJECTION.test(raw)) return { kind: 'refusal', reason: REFUSALS.injection };
  if (OTHER_TENANT.test(raw)) return { kind: 'refusal', reason: REFUSALS.otherTenant };
  if (SQL_TEXT.test(raw)) return { kind: 'refusal', reason: REFUSALS.sql };
  if (WRITE.test(raw)) return { kind: 'refusal', reason: REFUSALS.write };

  const time_range = timeRange(text, context.now);

  // Rankings: how many, and which way.
  let limit: number | null = null;
  let direction: 'asc' | 'desc' | null = null;
  const topN =
    text.take(/\b(?:top|best|first|biggest|largest|highest)\s+(\d{1,3})\b/) ??
    text.take(/\b(\d{1,3})\s+(?:best|top|biggest|largest|highest|most)\b/);
  const bottomN = topN
    ? null
    : text.take(/\b(?:bottom|worst|lowest|least|smallest|fewest)\s+(\d{1,3})\b/);
  if (topN) [limit, direction] = [Number(topN[1]), 'desc'];
  else if (bottomN) [limit, direction] = [Number(bottomN[1]), 'asc'];
  else if (text.has(/\b(low|lowest|least|fewest|worst|smallest|running out|out of stock)\b/))
    direction = 'asc';
  else if (text.has(/\b(top|best|most|highest|biggest|largest|best-selling)\b/)) direction = 'desc';
  const lowStock = text.has(/\b(low|running out|out of stock)\b/);
  if (limit === null && text.has(/\btop\b/)) limit = 5;

  const found = measuresOf(text);
  const measureFilters: NonNullable<RawPlan['measure_filters']> = [];
  const threshold = text.take(
    /\b(below|under|less than|fewer than|above|over|more than|at least|at most)\s+(\d+(?:\.\d+)?)\b/,
  );
  if (threshold && found.measures.length > 0) {
    const operator = /below|under|less|fewer/.test(threshold[1])
      ? '<'
      : threshold[1] === 'at least'
        ? '>='
        : threshold[1] === 'at most'
          ? '<='
          : '>';
    measureFilters.push({ measure: found.measures[0], operator, value: Number(threshold[2]) });
  }

  // Groupings named outright, custom fields among them, then the subject of a ranking.
  const groupBy: string[] = [];
  for (const field of context.fields)
    if (takeGrouping(text, field.label)) groupBy.push(`${FIELD_PREFIX}${field.label}`);
  for (const [pattern, dimension] of GROUPINGS)
    if (text.take(pattern) && !groupBy.includes(dimension)) groupBy.push(dimension);

  const status = statusOf(text);
  const movementType = found.movements ? movementTypeOf(text) : null;
  const filters: { dimension: string; values: string[] }[] = [];
  const nameFilters = names(text, found.stock);

  const ranking =
    direction !== null ||
    limit !== null ||
    measureFilters.length > 0 ||
    text.has(/\b(which|who)\b/);
  let measures = found.measures;
  // "Who ordered the most": a ranking of orders with no measure named counts them.
  if (measures.length === 0 && ranking && text.has(/\border(s|ed)?\b/)) measures = ['order_count'];
  if (ranking && measures.length > 0 && !measures.some((m) => RECORD_COUNTS.includes(m))) {
    for (const [pattern, dimension] of SUBJECTS) {
      if (!text.has(pattern) || groupBy.includes(dimension)) continue;
      if (nameFilters.some((f) => f.dimension === dimension)) continue;
      groupBy.push(dimension);
      break;
    }
  }
  if (threshold && direction === null && /below|under|less|fewer|most/.test(threshold[1]))
    direction = 'asc';
  if (limit === null && text.has(SINGULAR_WHICH)) limit = 1;
  if (limit === null && direction !== null && groupBy.length > 0 && !threshold)
    limit = lowStock ? 10 : 5;

  const productInvolved =
    groupBy.includes('product') ||
    nameFilters.some((f) => f.dimension === 'product') ||
    context.fields.some(
      (f) => f.entityType === 'PRODUCTS' && groupBy.includes(`${FIELD_PREFIX}${f.label}`),
    );
  const entity = entityOf(text, { ...found, measures }, productInvolved);
  if (!entity) return { kind: 'unknown' };
  // What to reorder is a list, or suggested quantities by product or location.
  if (entity === 'reorder') measures = groupBy.length > 0 ? ['suggested_quantity'] : [];
  if (measures.includes('quantity') && entity === 'orders' && groupBy.length > 0)
    measures = measures.filter((m) => m !== 'order_count');

  for (const filter of nameFilters) {
    const same = filters.find((f) => f.dimension === filter.dimension);
    if (same) same.values.push(filter.value);
    else filters.push({ dimension: filter.dimension, values: [filter.value] });
  }
  if (status) filters.push({ dimension: 'status', values: [status] });
  if (movementType && entity === 'movements')
    filters.push({ dimension: 'type', values: [movementType] });

  const plan: RawPlan = {
    entity,
    measures,
    group_by: groupBy,
    filters,
    measure_filters: entity === 'reorder' ? [] : measureFilters,
    time_range,
    sort: direction && measures.length > 0 ? { by: measures[0], direction } : null,
    limit,
  };
  return { kind: 'plan', plan };
}
