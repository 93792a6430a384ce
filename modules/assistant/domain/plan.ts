import { DateRange } from './period';
import {
  BuiltinDimension,
  CustomField,
  EntityName,
  MeasureName,
  NamedDimension,
  PeriodPreset,
  TIME_DIMENSIONS,
} from './semantic-layer';

/** What planning and validating a question go by: the provider's active custom fields, and now. */
export interface PlanContext {
  fields: readonly CustomField[];
  now: Date;
}

/**
 * A plan as a planner writes it (the built-in parser, or a language model through a JSON
 * schema): plain JSON, untrusted until validatePlan has accepted it.
 */
export interface RawPlan {
  entity: string;
  measures?: string[];
  group_by?: string[];
  filters?: { dimension: string; values: string[] }[];
  measure_filters?: { measure: string; operator: string; value: number }[];
  time_range?: { preset?: PeriodPreset | null; from?: string | null; to?: string | null } | null;
  sort?: { by: string; direction: string } | null;
  limit?: number | null;
}

/** Every key a plan may have; anything else is refused. */
export const PLAN_KEYS = [
  'entity',
  'measures',
  'group_by',
  'filters',
  'measure_filters',
  'time_range',
  'sort',
  'limit',
] as const;

/** What a planner made of a question. */
export type PlannerOutcome =
  | { kind: 'plan'; plan: unknown }
  | { kind: 'refusal'; reason: string }
  | { kind: 'unknown' };

export type DimensionRef =
  | { kind: 'builtin'; name: BuiltinDimension; key: string; label: string }
  | { kind: 'field'; field: CustomField; key: string; label: string };

export interface ValidFilter {
  dimension: DimensionRef;
  /** Names as the user wrote them (named dimensions) or canonical values (status, type, field). */
  values: string[];
}

export type MeasureOperator = '<' | '<=' | '>' | '>=' | '=';
export const MEASURE_OPERATORS: readonly MeasureOperator[] = ['<', '<=', '>', '>=', '='];

export interface MeasureFilter {
  measure: MeasureName;
  operator: MeasureOperator;
  value: number;
}

/** A plan the validator accepted: every name is one of the semantic layer's. */
export interface ValidatedPlan {
  entity: EntityName;
  /** Empty for a list of records. */
  measures: MeasureName[];
  groupBy: DimensionRef[];
  filters: ValidFilter[];
  measureFilters: MeasureFilter[];
  range: DateRange | null;
  sort: { by: string; direction: 'asc' | 'desc' };
  limit: number;
  /** No status was asked for, so cancelled orders and movements are left out. */
  excludesCancelled: boolean;
}

/** The records a name filter matched, by id, with their names. */
export interface MatchedRecords {
  ids: string[];
  names: string[];
}

export function isNamedDimension(dimension: DimensionRef): dimension is DimensionRef & {
  kind: 'builtin';
  name: NamedDimension;
} {
  return (
    dimension.kind === 'builtin' &&
    (dimension.name === 'client' || dimension.name === 'product' || dimension.name === 'location')
  );
}

/** Day, week or month: a grouping along time. */
export function isTimeDimension(dimension: DimensionRef): boolean {
  return (
    dimension.kind === 'builtin' && (TIME_DIMENSIONS as readonly string[]).includes(dimension.name)
  );
}
