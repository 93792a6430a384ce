import { ORDER_TYPES } from '../../inventory/domain';
import { DAY_MS, DateRange, explicitRange, parseDay, resolvePreset } from './period';
import {
  DimensionRef,
  isTimeDimension,
  MEASURE_OPERATORS,
  MeasureFilter,
  MeasureOperator,
  PLAN_KEYS,
  PlanContext,
  ValidatedPlan,
  ValidFilter,
} from './plan';
import {
  BUILTIN_DIMENSIONS,
  BuiltinDimension,
  DEFAULT_GROUP_LIMIT,
  DEFAULT_LIST_LIMIT,
  DIMENSION_LABELS,
  ENTITIES,
  ENTITY_NAMES,
  EntityDef,
  EntityName,
  FIELD_PREFIX,
  MAX_ROWS,
  MEASURE_NAMES,
  MEASURES,
  MeasureName,
  PERIOD_PRESETS,
  PeriodPreset,
} from './semantic-layer';

/**
 * The gate between a planner and the database: a plan is accepted only if every name in it is
 * one of the semantic layer's for its entity, its values are plain short texts and numbers, and
 * it carries nothing else (no provider, no table, no SQL). The reasons say what was refused.
 */

export type Validation = { ok: true; plan: ValidatedPlan } | { ok: false; reasons: string[] };

/** How much one plan may ask for. */
const MOST = {
  measures: 4,
  groupings: 2,
  filters: 8,
  values: 20,
  valueLength: 100,
  rangeDays: 3660,
};

/** Statements, comments, and calls of server functions: none belongs in a plan. */
const SQL_TEXT =
  /;|--|\/\*|\*\/|\bpg_\w+|\b(select|insert|update|delete|drop|alter|truncate|grant|revoke|union|copy|create|execute)\b[\s\S]*\b(from|into|set|table|select|where|to|all|function|database|schema)\b/i;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;

const STATUS_SYNONYMS: Record<string, string> = {
  pending: 'Pending',
  open: 'Pending',
  unfulfilled: 'Pending',
  complete: 'Complete',
  completed: 'Complete',
  fulfilled: 'Complete',
  cancelled: 'Cancelled',
  canceled: 'Cancelled',
  active: 'Active',
  enabled: 'Active',
  inactive: 'Inactive',
  disabled: 'Inactive',
};
const TYPE_SYNONYMS: Record<string, string> = {
  order: 'ORDER',
  orders: 'ORDER',
  adjust: 'ADJUST',
  adjustment: 'ADJUST',
  adjustments: 'ADJUST',
  in: 'IN',
  inbound: 'IN',
  out: 'OUT',
  outbound: 'OUT',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function whyKeyRefused(key: string, where: string): string {
  if (/provider|tenant|account|owner|company|user/i.test(key))
    return `${where} "${key}" is not allowed: a plan cannot choose whose data it reads; it always reads the caller's own provider`;
  if (/sql|query|where|table|statement|raw|join|from|schema/i.test(key))
    return `${where} "${key}" is not allowed: plans carry no SQL and no table names`;
  return `${where} "${key}" is not part of a plan`;
}

/** Every string inside `value`, with where it was found. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (isRecord(value))
    return Object.entries(value).flatMap(([key, item]) => [
      [`${path}.${key} (name)`, key] as [string, string],
      ...strings(item, `${path}.${key}`),
    ]);
  return [];
}

class Checker {
  readonly reasons: string[] = [];
  constructor(private readonly context: PlanContext) {}

  fail(reason: string): undefined {
    this.reasons.push(reason);
    return undefined;
  }

  onlyKeys(value: Record<string, unknown>, allowed: readonly string[], where: string): void {
    for (const key of Object.keys(value))
      if (!allowed.includes(key)) this.fail(whyKeyRefused(key, where));
  }

  list(value: unknown, name: string, max: number): unknown[] {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) return this.fail(`${name} must be a list`) ?? [];
    if (value.length > max) return this.fail(`${name} may hold at most ${max} items`) ?? [];
    return value;
  }

  entity(value: unknown): EntityName | undefined {
    if (typeof value !== 'string' || !(ENTITY_NAMES as readonly string[]).includes(value))
      return this.fail(
        `unknown entity ${JSON.stringify(value)}: a plan reads one of ${ENTITY_NAMES.join(', ')}`,
      );
    return value as EntityName;
  }

  measure(value: unknown, entity: EntityName): MeasureName | undefined {
    if (typeof value !== 'string' || !(MEASURE_NAMES as readonly string[]).includes(value))
      return this.fail(
        `unknown measure ${JSON.stringify(value)}: measures are ${MEASURE_NAMES.join(', ')}`,
      );
    const def = ENTITIES[entity];
    if (!def.measures.includes(value as MeasureName))
      return this.fail(
        `${entity} has no measure "${value}"; its measures are ${def.measures.join(', ')}`,
      );
    return value as MeasureName;
  }

  dimension(value: unknown, entity: EntityName, where: string): DimensionRef | undefined {
    const def = ENTITIES[entity];
    if (typeof value !== 'string') return this.fail(`${where} must name a dimension`);
    if (value.toLowerCase().startsWith(FIELD_PREFIX)) {
      const label = value.slice(FIELD_PREFIX.length).trim().toLowerCase();
      const index = this.context.fields.findIndex(
        (f) => f.label.toLowerCase() === label && def.fields.includes(f.entityType),
      );
      if (index < 0)
        return this.fail(
          `${where}: ${entity} has no custom field "${value.slice(FIELD_PREFIX.length)}"`,
        );
      const field = this.context.fields[index];
      return { kind: 'field', field, key: `field_${index + 1}`, label: field.label };
    }
    if (/provider|tenant|account/i.test(value))
      return this.fail(
        `${where} "${value}" is not allowed: a plan cannot choose whose data it reads; it always reads the caller's own provider`,
      );
    if (!(BUILTIN_DIMENSIONS as readonly string[]).includes(value))
      return this.fail(`${where}: unknown dimension "${value}"`);
    if (!def.dimensions.includes(value as BuiltinDimension))
      return this.fail(
        `${where}: ${entity} has no dimension "${value}"; its dimensions are ${def.dimensions.join(', ')}`,
      );
    const name = value as BuiltinDimension;
    return { kind: 'builtin', name, key: name, label: DIMENSION_LABELS[name] };
  }

  filter(value: unknown, entity: EntityName, index: number): ValidFilter | undefined {
    const where = `filter ${index + 1}`;
    if (!isRecord(value)) return this.fail(`${where} must be an object`);
    this.onlyKeys(value, ['dimension', 'values'], where);
    const dimension = this.dimension(value.dimension, entity, where);
    if (!dimension) return undefined;
    if (isTimeDimension(dimension))
      return this.fail(`${where}: dates are filtered with time_range, not "${dimension.key}"`);
    const raw = this.list(value.values, `${where} values`, MOST.values);
    if (raw.length === 0) return this.fail(`${where} needs at least one value`);
    const values: string[] = [];
    for (const item of raw) {
      if (typeof item !== 'string' && typeof item !== 'number')
        return this.fail(`${where} values must be texts`);
      const text = String(item).trim();
      if (text === '' || text.length > MOST.valueLength)
        return this.fail(`${where} values must be 1 to ${MOST.valueLength} characters`);
      if (UUID.test(text))
        return this.fail(
          `${where}: "${text}" is an id; filters name the provider's own records by name`,
        );
      const canonical = this.canonical(dimension, text, entity, where);
      if (canonical === undefined) return undefined;
      values.push(canonical);
    }
    return { dimension, values: [...new Set(values)] };
  }

  private canonical(
    dimension: DimensionRef,
    text: string,
    entity: EntityName,
    where: string,
  ): string | undefined {
    if (dimension.kind !== 'builtin') return text;
    if (dimension.name === 'status') {
      const status = STATUS_SYNONYMS[text.toLowerCase()];
      if (!status || !ENTITIES[entity].statuses.includes(status))
        return this.fail(
          `${where}: "${text}" is not a status of ${entity} (${ENTITIES[entity].statuses.join(', ')})`,
        );
      return status;
    }
    if (dimension.name === 'type') {
      const type = TYPE_SYNONYMS[text.toLowerCase()] ?? text.toUpperCase();
      if (!(ORDER_TYPES as readonly string[]).includes(type))
        return this.fail(`${where}: "${text}" is not a movement type (${ORDER_TYPES.join(', ')})`);
      return type;
    }
    return text;
  }

  measureFilter(value: unknown, measures: MeasureName[], index: number): MeasureFilter | undefined {
    const where = `measure filter ${index + 1}`;
    if (!isRecord(value)) return this.fail(`${where} must be an object`);
    this.onlyKeys(value, ['measure', 'operator', 'value'], where);
    const measure = value.measure as MeasureName;
    if (!measures.includes(measure))
      return this.fail(`${where}: "${String(value.measure)}" is not one of the plan's measures`);
    if (MEASURES[measure].needsGrouping)
      return this.fail(`${where}: ${measure} cannot be filtered on`);
    if (!(MEASURE_OPERATORS as readonly string[]).includes(String(value.operator)))
      return this.fail(`${where}: operator must be one of ${MEASURE_OPERATORS.join(' ')}`);
    const number = value.value;
    if (typeof number !== 'number' || !Number.isFinite(number) || Math.abs(number) > 1e12)
      return this.fail(`${where}: value must be a number`);
    return { measure, operator: value.operator as MeasureOperator, value: number };
  }

  range(value: unknown, def: EntityDef, entity: EntityName): DateRange | null {
    if (value === undefined || value === null) return null;
    if (!isRecord(value)) return this.fail('time_range must be an object') ?? null;
    this.onlyKeys(value, ['preset', 'from', 'to'], 'time_range');
    const { preset, from, to } = value;
    if (preset == null && from == null && to == null) return null;
    if (!def.dated) return this.fail(`${entity} has no dates: a time range does not apply`) ?? null;
    if (preset != null) {
      if (from != null || to != null)
        return this.fail('time_range takes a preset or from/to, not both') ?? null;
      if (!(PERIOD_PRESETS as readonly string[]).includes(String(preset)))
        return (
          this.fail(`unknown period "${String(preset)}": one of ${PERIOD_PRESETS.join(', ')}`) ??
          null
        );
      return resolvePreset(preset as PeriodPreset, this.context.now);
    }
    const start = typeof from === 'string' ? parseDay(from) : null;
    const end = typeof to === 'string' ? parseDay(to) : null;
    if (!start || !end)
      return this.fail('time_range from and to must both be days written YYYY-MM-DD') ?? null;
    const days = (end.getTime() - start.getTime()) / DAY_MS;
    if (days < 0) return this.fail('time_range from must not be after to') ?? null;
    if (days > MOST.rangeDays) return this.fail('time_range may span at most 10 years') ?? null;
    return explicitRange(from as string, to as string);
  }
}

function defaultSort(
  def: EntityDef,
  measures: MeasureName[],
  groupBy: DimensionRef[],
): ValidatedPlan['sort'] {
  if (measures.length === 0) return def.listSort;
  const time = groupBy.find(isTimeDimension);
  if (time) return { by: time.key, direction: 'asc' };
  return { by: measures[0], direction: 'desc' };
}

/** Checks a planner's plan against the semantic layer; see the reasons when it is refused. */
export function validatePlan(raw: unknown, context: PlanContext): Validation {
  const check = new Checker(context);
  if (!isRecord(raw)) return { ok: false, reasons: ['the plan must be an object'] };
  for (const [path, text] of strings(raw, 'plan'))
    if (SQL_TEXT.test(text)) check.fail(`${path}: SQL text is not allowed in a plan`);
  check.onlyKeys(raw, PLAN_KEYS, 'field');
  const entity = check.entity(raw.entity);
  if (!entity) return { ok: false, reasons: check.reasons };
  const def = ENTITIES[entity];

  const measures: MeasureName[] = [];
  for (const item of check.list(raw.measures, 'measures', MOST.measures)) {
    const measure = check.measure(item, entity);
    if (measure && !measures.includes(measure)) measures.push(measure);
  }
  const groupBy: DimensionRef[] = [];
  for (const item of check.list(raw.group_by, 'group_by', MOST.groupings)) {
    const dimension = check.dimension(item, entity, 'group_by');
    if (dimension && !groupBy.some((g) => g.key === dimension.key)) groupBy.push(dimension);
  }
  // A grouping is always of something: the entity's own count or sum when none was named.
  if (groupBy.length > 0 && measures.length === 0) measures.push(def.defaultMeasure);
  for (const measure of measures)
    if (MEASURES[measure].needsGrouping && groupBy.length === 0)
      check.fail(`${measure} is a share of a whole: it needs a grouping`);

  const filters = check
    .list(raw.filters, 'filters', MOST.filters)
    .map((item, i) => check.filter(item, entity, i))
    .filter((f): f is ValidFilter => f !== undefined);
  const rawMeasureFilters = check.list(raw.measure_filters, 'measure_filters', MOST.measures);
  if (measures.length === 0 && rawMeasureFilters.length > 0)
    check.fail('measure_filters need a measure: a list of records has none');
  const measureFilters = rawMeasureFilters
    .map((item, i) => check.measureFilter(item, measures, i))
    .filter((f): f is MeasureFilter => f !== undefined);
  const range = check.range(raw.time_range, def, entity);

  let sort = defaultSort(def, measures, groupBy);
  if (raw.sort !== undefined && raw.sort !== null) {
    if (!isRecord(raw.sort)) check.fail('sort must be an object');
    else {
      check.onlyKeys(raw.sort, ['by', 'direction'], 'sort');
      const by = String(raw.sort.by ?? '');
      const byKey = groupBy.find((g) => g.key === by || `${FIELD_PREFIX}${g.label}` === by)?.key;
      const sortable =
        measures.length === 0
          ? def.list.map((c) => c.key)
          : [...measures, ...groupBy.map((g) => g.key)];
      const key = byKey ?? by;
      if (!sortable.includes(key))
        check.fail(`sort by "${by}" is not possible: sort by one of ${sortable.join(', ')}`);
      else if (raw.sort.direction !== 'asc' && raw.sort.direction !== 'desc')
        check.fail('sort direction must be asc or desc');
      else sort = { by: key, direction: raw.sort.direction };
    }
  }

  let limit =
    measures.length === 0
      ? DEFAULT_LIST_LIMIT
      : groupBy.some(isTimeDimension)
        ? MAX_ROWS
        : DEFAULT_GROUP_LIMIT;
  if (raw.limit !== undefined && raw.limit !== null) {
    if (
      typeof raw.limit !== 'number' ||
      !Number.isInteger(raw.limit) ||
      raw.limit < 1 ||
      raw.limit > MAX_ROWS
    )
      check.fail(`limit must be a whole number from 1 to ${MAX_ROWS}`);
    else limit = raw.limit;
  }

  if (check.reasons.length > 0) return { ok: false, reasons: check.reasons };
  const asksStatus =
    filters.some((f) => f.dimension.kind === 'builtin' && f.dimension.name === 'status') ||
    groupBy.some((g) => g.kind === 'builtin' && g.name === 'status');
  return {
    ok: true,
    plan: {
      entity,
      measures,
      groupBy,
      filters,
      measureFilters,
      range,
      sort,
      limit,
      excludesCancelled: def.table === 'orders' && !asksStatus,
    },
  };
}
