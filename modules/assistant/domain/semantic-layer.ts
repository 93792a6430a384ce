/**
 * The semantic layer: everything a question may be turned into. A plan names one entity, some of
 * its measures, some of its dimensions (groupings and filters), a period, a sort and a limit;
 * nothing else can be expressed, and the SQL for each name is fixed (see sql-compiler.ts).
 * Every entity is scoped to the caller's provider by the compiler, never by the plan.
 */

export const ENTITY_NAMES = [
  'orders',
  'order_lines',
  'movements',
  'inventory',
  'reorder',
  'products',
  'clients',
  'locations',
] as const;
export type EntityName = (typeof ENTITY_NAMES)[number];

export const BUILTIN_DIMENSIONS = [
  'client',
  'product',
  'location',
  'status',
  'type',
  'day',
  'week',
  'month',
] as const;
export type BuiltinDimension = (typeof BUILTIN_DIMENSIONS)[number];

/** Dimensions whose values are names of the provider's records, matched fuzzily. */
export const NAMED_DIMENSIONS = ['client', 'product', 'location'] as const;
export type NamedDimension = (typeof NAMED_DIMENSIONS)[number];

export const TIME_DIMENSIONS = ['day', 'week', 'month'] as const;

/** A custom field used as a dimension is written `field:<label>` in a plan. */
export const FIELD_PREFIX = 'field:';

export const MEASURE_NAMES = [
  'revenue',
  'quantity',
  'order_count',
  'average_order_value',
  'revenue_share',
  'movement_count',
  'current_stock',
  'committed_stock',
  'total_stock',
  'suggested_quantity',
  'product_count',
  'client_count',
  'location_count',
] as const;
export type MeasureName = (typeof MEASURE_NAMES)[number];

/** How a value is shown: the panel formats currency in USD, percentages with one decimal. */
export type ValueType = 'text' | 'number' | 'currency' | 'percentage' | 'date' | 'month';

export interface MeasureDef {
  label: string;
  type: ValueType;
  /** The spec's analytical_intent.value_function. */
  fn: 'sum' | 'count' | 'average' | 'share';
  /** A measure that is a share of the whole needs a grouping to be shared among. */
  needsGrouping?: boolean;
}

export const MEASURES: Record<MeasureName, MeasureDef> = {
  revenue: { label: 'Revenue', type: 'currency', fn: 'sum' },
  quantity: { label: 'Units', type: 'number', fn: 'sum' },
  order_count: { label: 'Orders', type: 'number', fn: 'count' },
  average_order_value: { label: 'Average order value', type: 'currency', fn: 'average' },
  revenue_share: {
    label: 'Share of revenue',
    type: 'percentage',
    fn: 'share',
    needsGrouping: true,
  },
  movement_count: { label: 'Movements', type: 'number', fn: 'count' },
  current_stock: { label: 'Current stock', type: 'number', fn: 'sum' },
  committed_stock: { label: 'Committed stock', type: 'number', fn: 'sum' },
  total_stock: { label: 'Total stock', type: 'number', fn: 'sum' },
  suggested_quantity: { label: 'Suggested order', type: 'number', fn: 'sum' },
  product_count: { label: 'Products', type: 'number', fn: 'count' },
  client_count: { label: 'Clients', type: 'number', fn: 'count' },
  location_count: { label: 'Locations', type: 'number', fn: 'count' },
};

export const DIMENSION_LABELS: Record<BuiltinDimension, string> = {
  client: 'Client',
  product: 'Product',
  location: 'Location',
  status: 'Status',
  type: 'Type',
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

/** Order statuses as the spec shows them (section 4), and the active flag of the others. */
export const ORDER_STATUSES = ['Pending', 'Complete', 'Cancelled'] as const;
export const ACTIVE_STATUSES = ['Active', 'Inactive'] as const;
export const ORDER_TYPES = ['ORDER', 'ADJUST', 'IN', 'OUT'] as const;

export interface ListColumn {
  key: string;
  label: string;
  type: ValueType;
}

export interface EntityDef {
  /** The read-model table reported in query_details.database_query.table. */
  table: string;
  /** Plural noun for answers ("3 orders"). */
  noun: string;
  singular: string;
  dimensions: readonly BuiltinDimension[];
  measures: readonly MeasureName[];
  /** The measure a grouping without one is counted by. */
  defaultMeasure: MeasureName;
  /** Which custom fields (by entity type) may be used as dimensions. */
  fields: readonly ('PRODUCTS' | 'CLIENTS')[];
  /** Whether a period applies (the entity has dates). */
  dated: boolean;
  statuses: readonly string[];
  /** What a list (no measure) shows, and its default order. */
  list: readonly ListColumn[];
  listSort: { by: string; direction: 'asc' | 'desc' };
}

const column = (key: string, label: string, type: ValueType = 'text'): ListColumn => ({
  key,
  label,
  type,
});
const ORDER_ID = (label: string) => column('order_id', label);
/** The number people know an order or movement by (#1001, SO-1002, MV-1001), beside its id. */
const NUMBER = column('number', 'Number');
const DATE = column('created_at', 'Date', 'date');

/** Orders and movements: dated, listed newest first. */
function transactions(
  def: Omit<EntityDef, 'table' | 'dated' | 'listSort' | 'singular'> & { singular?: string },
): EntityDef {
  return {
    table: 'orders',
    dated: true,
    listSort: { by: 'created_at', direction: 'desc' },
    singular: def.noun.replace(/s$/, ''),
    ...def,
  };
}

/** Products, clients and locations: records with an active flag, listed by name. */
function directory(
  table: string,
  name: 'product' | 'client' | 'location',
  fields: EntityDef['fields'],
  list: ListColumn[],
): EntityDef {
  const count = `${name}_count` as MeasureName;
  return {
    table,
    noun: `${name}s`,
    singular: name,
    dimensions: [name, 'status'],
    measures: [count],
    defaultMeasure: count,
    fields,
    dated: false,
    statuses: ACTIVE_STATUSES,
    list: [column(name, DIMENSION_LABELS[name]), ...list, column('status', 'Status')],
    listSort: { by: name, direction: 'asc' },
  };
}

export const ENTITIES: Record<EntityName, EntityDef> = {
  orders: transactions({
    noun: 'orders',
    dimensions: ['client', 'location', 'status', ...TIME_DIMENSIONS],
    measures: ['order_count', 'revenue', 'average_order_value', 'quantity', 'revenue_share'],
    defaultMeasure: 'order_count',
    fields: ['CLIENTS'],
    statuses: ORDER_STATUSES,
    list: [
      ORDER_ID('Order'),
      NUMBER,
      DATE,
      column('client', 'Client'),
      column('location', 'Location'),
      column('status', 'Status'),
      column('quantity', 'Units', 'number'),
      column('total', 'Total', 'currency'),
    ],
  }),
  order_lines: transactions({
    noun: 'order lines',
    dimensions: ['client', 'product', 'location', 'status', ...TIME_DIMENSIONS],
    measures: ['revenue', 'quantity', 'order_count', 'average_order_value', 'revenue_share'],
    defaultMeasure: 'quantity',
    fields: ['PRODUCTS', 'CLIENTS'],
    statuses: ORDER_STATUSES,
    list: [
      ORDER_ID('Order'),
      NUMBER,
      DATE,
      column('client', 'Client'),
      column('product', 'Product'),
      column('quantity', 'Units', 'number'),
      column('price', 'Price', 'currency'),
      column('revenue', 'Revenue', 'currency'),
    ],
  }),
  movements: transactions({
    noun: 'movements',
    dimensions: ['product', 'location', 'type', ...TIME_DIMENSIONS],
    measures: ['quantity', 'movement_count'],
    defaultMeasure: 'movement_count',
    fields: ['PRODUCTS'],
    statuses: [],
    list: [
      ORDER_ID('Movement'),
      NUMBER,
      DATE,
      column('type', 'Type'),
      column('location', 'Location'),
      column('product', 'Product'),
      column('quantity', 'Units', 'number'),
    ],
  }),
  inventory: {
    table: 'inventory',
    noun: 'stock entries',
    singular: 'stock entry',
    dimensions: ['product', 'location'],
    measures: ['current_stock', 'committed_stock', 'total_stock'],
    defaultMeasure: 'current_stock',
    fields: ['PRODUCTS'],
    dated: false,
    statuses: [],
    list: [
      column('product', 'Product'),
      column('location', 'Location'),
      ...(['current_stock', 'committed_stock', 'total_stock'] as const).map((m) =>
        column(m, MEASURES[m].label, 'number'),
      ),
    ],
    listSort: { by: 'product', direction: 'asc' },
  },
  // Stocks at or below their minimum (reorder points), with the quantity to order.
  reorder: {
    table: 'reorder_cells',
    noun: 'stocks to reorder',
    singular: 'stock to reorder',
    dimensions: ['product', 'location'],
    measures: ['suggested_quantity'],
    defaultMeasure: 'suggested_quantity',
    fields: ['PRODUCTS'],
    dated: false,
    statuses: [],
    list: [
      column('product', 'Product'),
      column('location', 'Location'),
      column('available', 'Available', 'number'),
      column('minimum', 'Minimum', 'number'),
      column('suggested_quantity', 'Suggested order', 'number'),
    ],
    listSort: { by: 'suggested_quantity', direction: 'desc' },
  },
  products: directory(
    'catalog_products',
    'product',
    ['PRODUCTS'],
    [column('price', 'Price', 'currency')],
  ),
  clients: directory('clients', 'client', ['CLIENTS'], [column('email', 'Email')]),
  locations: directory('locations', 'location', [], [column('default', 'Default')]),
};

/**
 * Named periods, resolved against the time of the question (UTC days, weeks from Monday).
 * `last_N_days` counts today as the last of the N days.
 */
export const PERIOD_PRESETS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_quarter',
  'last_quarter',
  'this_year',
  'last_year',
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'last_12_months',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The most rows one answer may hold, whatever the plan asks. */
export const MAX_ROWS = 500;
export const DEFAULT_LIST_LIMIT = 50;
export const DEFAULT_GROUP_LIMIT = 100;
/** The longest question accepted (characters). */
export const MAX_QUESTION_LENGTH = 500;

/** A custom field of the provider, as the planner and the validator see it. */
export interface CustomField {
  id: string;
  label: string;
  entityType: 'PRODUCTS' | 'CLIENTS';
}
