/**
 * Custom fields: extra, typed attributes a provider defines for its products or clients. Values
 * are kept per product or client in `metadata`, keyed by field id.
 */
export const ENTITY_TYPES = ['PRODUCTS', 'CLIENTS'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const FIELD_TYPES = ['TEXT', 'NUMBER', 'DATE', 'BOOLEAN', 'SELECT'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldDefinition {
  id: string;
  entity_type: EntityType;
  field_label: string;
  field_type: FieldType;
  field_options: string[];
  active: boolean;
  /**
   * Products only: the client portal's New order page offers a filter by this field's values
   * (issue 37). Only PORTAL_FILTER_TYPES may be.
   */
  portal_filter: boolean;
}

/**
 * Field types a buyer can filter the catalog by: a short list of words to pick among. A number
 * or a date would want a range, not a list of every value present
 * (docs/decisions/portal-catalog-filters.md).
 */
export const PORTAL_FILTER_TYPES = ['TEXT', 'SELECT', 'BOOLEAN'] as const;
export type PortalFilterType = (typeof PORTAL_FILTER_TYPES)[number];

export function isPortalFilterType(type: FieldType): type is PortalFilterType {
  return (PORTAL_FILTER_TYPES as readonly FieldType[]).includes(type);
}

export type FieldValue = string | number | boolean;
export type Metadata = Record<string, FieldValue>;

/** A field or a value that breaks a custom-field rule; the message names it. */
export class CustomFieldError extends Error {
  readonly kind = 'invalid' as const;
}

/** A field's options as kept: trimmed, no blanks, no repeats; only SELECT fields have any. */
export function normalizeOptions(type: FieldType, options: readonly string[] = []): string[] {
  if (type !== 'SELECT') return [];
  const kept = [...new Set(options.map((option) => option.trim()).filter(Boolean))];
  if (kept.length === 0) throw new CustomFieldError('A dropdown field needs at least one option.');
  return kept;
}

/** The label, trimmed; the spec's message when there is none. */
export function normalizeLabel(label: string | undefined): string {
  const trimmed = label?.trim() ?? '';
  if (!trimmed) throw new CustomFieldError('Field label is required.');
  return trimmed;
}

/** Entity type and field type are fixed once a field exists (its values depend on them). */
export function checkFieldChange(
  field: Pick<FieldDefinition, 'entity_type' | 'field_type'>,
  change: { entity_type?: string; field_type?: string },
): void {
  if (change.entity_type !== undefined && change.entity_type !== field.entity_type)
    throw new CustomFieldError('The entity type of a custom field cannot change.');
  if (change.field_type !== undefined && change.field_type !== field.field_type)
    throw new CustomFieldError('The field type of a custom field cannot change.');
}

/** A field as a provider defines it; options only for SELECT, active unless it says otherwise. */
export interface FieldInput {
  entity_type: EntityType;
  field_label: string;
  field_type: FieldType;
  field_options?: string[];
  active?: boolean;
  portal_filter?: boolean;
}

/** A change to a field: entity and field type may be sent but must equal the field's own. */
export type FieldChange = Partial<FieldInput>;

/**
 * Whether the field may be a filter in the client portal: a product field of a type one picks a
 * value of; otherwise refused naming `portal_filter`.
 */
function checkPortalFilter(
  field: Pick<FieldDefinition, 'entity_type' | 'field_type'>,
  portalFilter: boolean,
): boolean {
  if (!portalFilter) return false;
  if (field.entity_type !== 'PRODUCTS')
    throw new CustomFieldError('portal_filter is only for fields of products.');
  if (!isPortalFilterType(field.field_type))
    throw new CustomFieldError('portal_filter is only for text, dropdown or yes/no fields.');
  return true;
}

/** A new field as kept: its label trimmed, its options normalized. */
export function defineField(id: string, input: FieldInput): FieldDefinition {
  return {
    id,
    entity_type: input.entity_type,
    field_label: normalizeLabel(input.field_label),
    field_type: input.field_type,
    field_options: normalizeOptions(input.field_type, input.field_options),
    active: input.active ?? true,
    portal_filter: checkPortalFilter(input, input.portal_filter ?? false),
  };
}

/** The field after a change: label, options and the active flag; the types stay. */
export function changeField(field: FieldDefinition, change: FieldChange): FieldDefinition {
  checkFieldChange(field, change);
  return {
    ...field,
    field_label:
      change.field_label === undefined ? field.field_label : normalizeLabel(change.field_label),
    field_options:
      change.field_options === undefined
        ? field.field_options
        : normalizeOptions(field.field_type, change.field_options),
    active: change.active ?? field.active,
    portal_filter:
      change.portal_filter === undefined
        ? field.portal_filter
        : checkPortalFilter(field, change.portal_filter),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * One value checked against its field; empty values (null, '') mean "not set". A text may hold
 * at most `maxTextLength` characters.
 */
function checkValue(
  field: FieldDefinition,
  value: unknown,
  maxTextLength: number,
): FieldValue | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const wrong = (expected: string) =>
    new CustomFieldError(`${field.field_label} must be ${expected}.`);
  switch (field.field_type) {
    case 'TEXT':
      if (typeof value !== 'string') throw wrong('text');
      if (value.length > maxTextLength)
        throw wrong(`at most ${maxTextLength.toLocaleString('en-US')} characters`);
      return value;
    case 'NUMBER': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) throw wrong('a number');
      return number;
    }
    case 'DATE':
      if (typeof value !== 'string' || !isCalendarDate(value)) throw wrong('a date (YYYY-MM-DD)');
      return value;
    case 'BOOLEAN':
      if (value === 'true' || value === 'false') return value === 'true';
      if (typeof value !== 'boolean') throw wrong('yes or no');
      return value;
    case 'SELECT':
      if (typeof value !== 'string' || !field.field_options.includes(value))
        throw wrong(`one of: ${field.field_options.join(', ')}`);
      return value;
  }
}

/**
 * The metadata to store after a change: `incoming` is checked against the provider's fields of
 * the entity type (unknown ids are refused, a value of the wrong type or a text longer than
 * `maxTextLength` names its field), merged over `current`, and empty values remove their key.
 * Values of inactive fields are kept.
 */
export function mergeMetadata(
  fields: readonly FieldDefinition[],
  current: Metadata,
  incoming: Record<string, unknown> | undefined,
  maxTextLength: number,
): Metadata {
  if (incoming === undefined) return current;
  const byId = new Map(fields.map((field) => [field.id, field]));
  const next: Metadata = { ...current };
  for (const [id, raw] of Object.entries(incoming)) {
    const field = byId.get(id);
    if (!field) throw new CustomFieldError(`Unknown custom field: ${id}`);
    const value = checkValue(field, raw, maxTextLength);
    if (value === undefined) delete next[id];
    else next[id] = value;
  }
  return next;
}

/** Fields in the order the Custom Fields screen lists them: entity type, then label. */
export function sortFields<T extends Pick<FieldDefinition, 'entity_type' | 'field_label'>>(
  fields: readonly T[],
): T[] {
  return [...fields].sort(
    (a, b) =>
      a.entity_type.localeCompare(b.entity_type) ||
      a.field_label.localeCompare(b.field_label, 'en', { sensitivity: 'base' }),
  );
}
