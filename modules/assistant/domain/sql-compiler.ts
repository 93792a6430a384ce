import { DAY_MS } from './period';
import {
  DimensionRef,
  isNamedDimension,
  isTimeDimension,
  MatchedRecords,
  ValidatedPlan,
  ValidFilter,
} from './plan';
import {
  BuiltinDimension,
  ENTITIES,
  EntityName,
  MAX_ROWS,
  MEASURES,
  MeasureName,
  ValueType,
} from './semantic-layer';

/**
 * Compiles a validated plan into one parameterised SELECT over the read models. The SQL is made
 * only of the fragments below, chosen by the plan's names; every value (the provider id, names'
 * ids, statuses, dates, numbers, custom field ids) travels as a parameter. `$1` is always the
 * caller's provider, and every table in every FROM is filtered by it.
 */

export interface ResultColumn {
  key: string;
  label: string;
  type: ValueType;
}

export interface FilterDescription {
  column: string;
  operator: string;
  value: unknown;
}

/** The spec's query_details.database_query. */
export interface QueryDescription {
  table: string;
  columns: string[];
  filters: FilterDescription[];
}

export interface CompiledQuery {
  text: string;
  values: unknown[];
  /** What the answer's table shows (hidden id columns left out). */
  columns: ResultColumn[];
  description: QueryDescription;
}

interface DimensionSql {
  /** The record's id, for grouping and for name filters; absent for computed values. */
  id?: string;
  label: string;
}

interface EntitySql {
  from: string;
  scope: string;
  dimensions: Partial<Record<BuiltinDimension, DimensionSql>>;
  measures: Partial<Record<MeasureName, string>>;
  /** The table alias whose metadata holds each kind of custom field. */
  fieldAlias: Partial<Record<'PRODUCTS' | 'CLIENTS', string>>;
  /** Expression of each list column (keys as ENTITIES[entity].list). */
  list: Record<string, string>;
}

const ORDER_STATUS = `CASE WHEN o.cancelled THEN 'Cancelled' WHEN o.fulfilled THEN 'Complete' ELSE 'Pending' END`;
const TYPE_LABEL = `CASE o.type WHEN 'ORDER' THEN 'Order' WHEN 'ADJUST' THEN 'Adjustment' WHEN 'IN' THEN 'In' ELSE 'Out' END`;
const CREATED_AT = `to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
/**
 * An order's or movement's number as the orders list shows it: an order's prefix as placed ('#'
 * when it kept none), a movement's MV- (ordering's formatOrderNumber).
 */
const NUMBER = `CASE WHEN o.type = 'ORDER' THEN coalesce(o.number_prefix, '#') ELSE 'MV-' END || o.number`;
const activeLabel = (alias: string) =>
  `CASE WHEN ${alias}.active THEN 'Active' ELSE 'Inactive' END`;
const bucket = (unit: string) =>
  `to_char(date_trunc('${unit}', o.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
const money = (sum: string) => `round(coalesce(${sum}, 0), 2)::float8`;
const share = (sum: string) => `round(100 * ${sum} / nullif(sum(${sum}) OVER (), 0), 1)::float8`;

const ORDER_JOINS = `JOIN locations l ON l.id = o.location_id AND l.provider_id = $1
  LEFT JOIN clients c ON c.id = o.client_id AND c.provider_id = $1`;
const LINES = `CROSS JOIN LATERAL jsonb_to_recordset(o.lines) AS li("productId" uuid, quantity numeric, price numeric)
  JOIN catalog_products p ON p.id = li."productId" AND p.provider_id = $1`;
const LINE_REVENUE = 'li.quantity * coalesce(li.price, 0)';
const TIME: Partial<Record<BuiltinDimension, DimensionSql>> = {
  day: { label: bucket('day') },
  week: { label: bucket('week') },
  month: { label: bucket('month') },
};
const CLIENT = { id: 'c.id', label: `coalesce(c.name, '(no client)')` };
const PRODUCT = { id: 'p.id', label: 'p.name' };
const LOCATION = { id: 'l.id', label: 'l.name' };

/** Products, clients and locations: named records with an active flag, counted. */
function directorySql(
  from: string,
  alias: string,
  name: 'product' | 'client' | 'location',
  extra: {
    fieldAlias: EntitySql['fieldAlias'];
    list: Record<string, string>;
    activeAlias?: string;
  },
): EntitySql {
  const status = activeLabel(extra.activeAlias ?? alias);
  return {
    from,
    scope: `${alias}.provider_id = $1`,
    dimensions: {
      [name]: { id: `${alias}.id`, label: `${alias}.name` },
      status: { label: status },
    },
    measures: { [`${name}_count`]: 'count(*)::int' },
    fieldAlias: extra.fieldAlias,
    list: { [name]: `${alias}.name`, ...extra.list, status },
  };
}

const SQL: Record<EntityName, EntitySql> = {
  orders: {
    from: `orders o ${ORDER_JOINS}
  CROSS JOIN LATERAL (
    SELECT coalesce(sum((x->>'quantity')::numeric * coalesce((x->>'price')::numeric, 0)), 0) AS revenue,
           coalesce(sum((x->>'quantity')::numeric), 0) AS quantity
      FROM jsonb_array_elements(o.lines) x) t`,
    scope: `o.provider_id = $1 AND o.type = 'ORDER'`,
    dimensions: { client: CLIENT, location: LOCATION, status: { label: ORDER_STATUS }, ...TIME },
    measures: {
      revenue: money('sum(t.revenue)'),
      quantity: 'coalesce(sum(t.quantity), 0)::float8',
      order_count: 'count(*)::int',
      average_order_value: money('avg(t.revenue)'),
      revenue_share: share('sum(t.revenue)'),
    },
    fieldAlias: { CLIENTS: 'c' },
    list: {
      order_id: 'o.id::text',
      number: NUMBER,
      created_at: CREATED_AT,
      client: 'c.name',
      location: 'l.name',
      status: ORDER_STATUS,
      quantity: 't.quantity::float8',
      total: 'round(t.revenue, 2)::float8',
    },
  },
  order_lines: {
    from: `orders o ${ORDER_JOINS}
  ${LINES}`,
    scope: `o.provider_id = $1 AND o.type = 'ORDER'`,
    dimensions: {
      client: CLIENT,
      product: PRODUCT,
      location: LOCATION,
      status: { label: ORDER_STATUS },
      ...TIME,
    },
    measures: {
      revenue: money(`sum(${LINE_REVENUE})`),
      quantity: 'coalesce(sum(li.quantity), 0)::float8',
      order_count: 'count(DISTINCT o.id)::int',
      average_order_value: money(`sum(${LINE_REVENUE}) / nullif(count(DISTINCT o.id), 0)`),
      revenue_share: share(`sum(${LINE_REVENUE})`),
    },
    fieldAlias: { PRODUCTS: 'p', CLIENTS: 'c' },
    list: {
      order_id: 'o.id::text',
      number: NUMBER,
      created_at: CREATED_AT,
      client: 'c.name',
      product: 'p.name',
      quantity: 'li.quantity::float8',
      price: 'li.price::float8',
      revenue: `round(${LINE_REVENUE}, 2)::float8`,
    },
  },
  movements: {
    from: `orders o JOIN locations l ON l.id = o.location_id AND l.provider_id = $1
  ${LINES}`,
    scope: 'o.provider_id = $1',
    dimensions: { product: PRODUCT, location: LOCATION, type: { label: TYPE_LABEL }, ...TIME },
    measures: {
      quantity: 'coalesce(sum(li.quantity), 0)::float8',
      movement_count: 'count(DISTINCT o.id)::int',
    },
    fieldAlias: { PRODUCTS: 'p' },
    list: {
      order_id: 'o.id::text',
      number: NUMBER,
      created_at: CREATED_AT,
      type: TYPE_LABEL,
      location: 'l.name',
      product: 'p.name',
      quantity: 'li.quantity::float8',
    },
  },
  // Every active product at every active location counts, at zero when nothing was recorded
  // there yet: "low in stock" must see the products that have none.
  inventory: {
    from: `catalog_products p
  JOIN locations l ON l.provider_id = $1
  LEFT JOIN inventory i ON i.provider_id = $1 AND i.location_id = l.id AND i.product_id = p.id`,
    scope: 'p.provider_id = $1 AND (i.product_id IS NOT NULL OR (p.active AND l.active))',
    dimensions: { product: PRODUCT, location: LOCATION },
    measures: {
      current_stock: 'coalesce(sum(coalesce(i.current_stock, 0)), 0)::float8',
      committed_stock: 'coalesce(sum(coalesce(i.committed_stock, 0)), 0)::float8',
      total_stock:
        'coalesce(sum(coalesce(i.current_stock, 0) + coalesce(i.committed_stock, 0)), 0)::float8',
    },
    fieldAlias: { PRODUCTS: 'p' },
    list: {
      product: 'p.name',
      location: 'l.name',
      current_stock: 'coalesce(i.current_stock, 0)',
      committed_stock: 'coalesce(i.committed_stock, 0)',
      total_stock: 'coalesce(i.current_stock, 0) + coalesce(i.committed_stock, 0)',
    },
  },
  // The low_stock projection's cells (ordering) that are low now; the projection computes
  // the suggested quantity, so the screens, the digest and this answer agree.
  reorder: {
    from: `reorder_cells r
  JOIN catalog_products p ON p.id = r.product_id AND p.provider_id = $1
  JOIN locations l ON l.id = r.location_id AND l.provider_id = $1`,
    scope: 'r.provider_id = $1 AND r.low_since IS NOT NULL',
    dimensions: { product: PRODUCT, location: LOCATION },
    measures: { suggested_quantity: 'coalesce(sum(r.suggested_quantity), 0)::float8' },
    fieldAlias: { PRODUCTS: 'p' },
    list: {
      product: 'p.name',
      location: 'l.name',
      available: 'r.available',
      minimum: 'r.minimum',
      suggested_quantity: 'r.suggested_quantity',
    },
  },
  products: directorySql('catalog_products p', 'p', 'product', {
    fieldAlias: { PRODUCTS: 'p' },
    list: { price: 'p.price::float8' },
  }),
  clients: directorySql(
    'clients c JOIN clients_provider_links pl ON pl.client_id = c.id AND pl.provider_id = $1',
    'c',
    'client',
    // A client is active for this provider through its link.
    { fieldAlias: { CLIENTS: 'c' }, list: { email: 'c.email' }, activeAlias: 'pl' },
  ),
  locations: directorySql('locations l', 'l', 'location', {
    fieldAlias: {},
    list: { default: `CASE WHEN l.is_default THEN 'Yes' ELSE 'No' END` },
  }),
};

/** Parameters of one statement; `$1` is the caller's provider. */
class Params {
  readonly values: unknown[];
  constructor(providerId: string) {
    this.values = [providerId];
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const quote = (alias: string) => `"${alias.replace(/"/g, '""')}"`;

function dimensionSql(entity: EntityName, dimension: DimensionRef, params: Params): DimensionSql {
  const sql = SQL[entity];
  if (dimension.kind === 'field') {
    const alias = sql.fieldAlias[dimension.field.entityType];
    if (!alias) throw new Error(`${entity} has no ${dimension.field.entityType} fields`);
    return {
      label: `coalesce(nullif(${alias}.metadata ->> ${params.add(dimension.field.id)}, ''), '(not set)')`,
    };
  }
  const found = sql.dimensions[dimension.name];
  if (!found) throw new Error(`${entity} has no dimension ${dimension.name}`);
  return found;
}

function measureSql(entity: EntityName, measure: MeasureName): string {
  const found = SQL[entity].measures[measure];
  if (!found) throw new Error(`${entity} has no measure ${measure}`);
  return found;
}

/** The condition of one filter (a name filter by the ids its names matched). */
function filterSql(
  plan: ValidatedPlan,
  filter: ValidFilter,
  matched: MatchedRecords | undefined,
  params: Params,
): string {
  const { dimension } = filter;
  if (dimension.kind === 'field') {
    const alias = SQL[plan.entity].fieldAlias[dimension.field.entityType];
    return `lower(${alias}.metadata ->> ${params.add(dimension.field.id)}) = ANY(${params.add(
      filter.values.map((v) => v.toLowerCase()),
    )}::text[])`;
  }
  if (dimension.name === 'type') return `o.type = ANY(${params.add(filter.values)}::text[])`;
  const sql = dimensionSql(plan.entity, dimension, params);
  if (isNamedDimension(dimension))
    return `${sql.id} = ANY(${params.add(matched?.ids ?? [])}::uuid[])`;
  return `${sql.label} = ANY(${params.add(filter.values)}::text[])`;
}

/** What every statement of the plan keeps to: the provider, its scope, the period. */
function baseConditions(plan: ValidatedPlan, params: Params): string[] {
  const conditions = [SQL[plan.entity].scope];
  if (plan.excludesCancelled) conditions.push('NOT o.cancelled');
  if (plan.range) {
    const end = new Date(Date.parse(`${plan.range.to}T00:00:00Z`) + DAY_MS).toISOString();
    conditions.push(
      `o.created_at >= ${params.add(`${plan.range.from}T00:00:00Z`)}::timestamptz`,
      `o.created_at < ${params.add(end)}::timestamptz`,
    );
  }
  return conditions;
}

function describe(
  plan: ValidatedPlan,
  providerId: string,
  columns: ResultColumn[],
  matches: ReadonlyMap<number, MatchedRecords>,
): QueryDescription {
  const filters: FilterDescription[] = [
    { column: 'provider_id', operator: '=', value: providerId },
  ];
  if (SQL[plan.entity].scope.includes(`o.type = 'ORDER'`))
    filters.push({ column: 'type', operator: '=', value: 'ORDER' });
  if (plan.excludesCancelled) filters.push({ column: 'cancelled', operator: '=', value: false });
  if (plan.range)
    filters.push({
      column: 'created_at',
      operator: 'between',
      value: [plan.range.from, plan.range.to],
    });
  plan.filters.forEach((filter, i) => {
    filters.push({
      column: filter.dimension.kind === 'field' ? filter.dimension.label : filter.dimension.key,
      operator: 'in',
      value: isNamedDimension(filter.dimension) ? (matches.get(i)?.names ?? []) : filter.values,
    });
  });
  for (const f of plan.measureFilters)
    filters.push({ column: f.measure, operator: f.operator, value: f.value });
  return { table: ENTITIES[plan.entity].table, columns: columns.map((c) => c.key), filters };
}

/**
 * The statement answering the plan. `matches` holds, by filter index, the records each name
 * filter matched (see the entity matcher); a name filter that matched nothing matches no row.
 */
export function compilePlan(
  plan: ValidatedPlan,
  providerId: string,
  matches: ReadonlyMap<number, MatchedRecords>,
): CompiledQuery {
  const params = new Params(providerId);
  const sql = SQL[plan.entity];
  const selects: string[] = [];
  const columns: ResultColumn[] = [];
  const groupPositions: number[] = [];
  const tieBreakers: string[] = [];

  if (plan.measures.length === 0) {
    for (const column of ENTITIES[plan.entity].list) {
      selects.push(`${sql.list[column.key]} AS ${quote(column.key)}`);
      columns.push(column);
    }
    tieBreakers.push(quote(ENTITIES[plan.entity].list[0].key));
  } else {
    for (const dimension of plan.groupBy) {
      const dim = dimensionSql(plan.entity, dimension, params);
      if (dim.id) {
        selects.push(`${dim.id} AS ${quote(`${dimension.key}_id`)}`);
        groupPositions.push(selects.length);
      }
      selects.push(`${dim.label} AS ${quote(dimension.key)}`);
      groupPositions.push(selects.length);
      tieBreakers.push(quote(dimension.key));
      columns.push({
        key: dimension.key,
        label: dimension.label,
        type: isTimeDimension(dimension) ? (dimension.key === 'month' ? 'month' : 'date') : 'text',
      });
    }
    for (const measure of plan.measures) {
      selects.push(`${measureSql(plan.entity, measure)} AS ${quote(measure)}`);
      columns.push({ key: measure, label: MEASURES[measure].label, type: MEASURES[measure].type });
    }
  }

  const conditions = baseConditions(plan, params);
  plan.filters.forEach((filter, i) => {
    conditions.push(filterSql(plan, filter, matches.get(i), params));
  });
  const having = plan.measureFilters.map(
    (f) => `${measureSql(plan.entity, f.measure)} ${f.operator} ${params.add(f.value)}::float8`,
  );
  const order = [`${quote(plan.sort.by)} ${plan.sort.direction.toUpperCase()} NULLS LAST`];
  for (const tie of tieBreakers) if (tie !== quote(plan.sort.by)) order.push(`${tie} ASC`);

  const text = [
    `SELECT ${selects.join(',\n       ')}`,
    `  FROM ${sql.from}`,
    ` WHERE ${conditions.join('\n   AND ')}`,
    groupPositions.length > 0 ? ` GROUP BY ${groupPositions.join(', ')}` : '',
    having.length > 0 ? `HAVING ${having.join(' AND ')}` : '',
    plan.measures.length > 0 && plan.groupBy.length === 0 ? '' : ` ORDER BY ${order.join(', ')}`,
    ` LIMIT ${params.add(Math.min(plan.limit, MAX_ROWS))}`,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    text,
    values: params.values,
    columns,
    description: describe(plan, providerId, columns, matches),
  };
}

/**
 * One statement counting, for each name filter, the records of the plan's entity (within its
 * scope and period) that the filter alone matches: entity_matching's records_matched. Null when
 * the plan has no name filter.
 */
export function compileMatchCounts(
  plan: ValidatedPlan,
  providerId: string,
  matches: ReadonlyMap<number, MatchedRecords>,
): { text: string; values: unknown[]; keys: Map<number, string> } | null {
  const named = plan.filters
    .map((filter, index) => ({ filter, index }))
    .filter(({ filter }) => isNamedDimension(filter.dimension));
  if (named.length === 0) return null;
  const params = new Params(providerId);
  const conditions = baseConditions(plan, params);
  const keys = new Map<number, string>();
  const counts = named.map(({ filter, index }) => {
    keys.set(index, `m${index}`);
    return `count(*) FILTER (WHERE ${filterSql(plan, filter, matches.get(index), params)})::int AS ${quote(`m${index}`)}`;
  });
  return {
    text: `SELECT ${counts.join(', ')}\n  FROM ${SQL[plan.entity].from}\n WHERE ${conditions.join('\n   AND ')}`,
    values: params.values,
    keys,
  };
}
