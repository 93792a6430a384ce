import type { EntityType, FieldType } from '../../../api/custom-fields';

/** Each entity type's name: a key of the custom-fields messages, translated where it is shown. */
export const ENTITY_TYPE_MESSAGES = {
  PRODUCTS: 'entityTypes.products',
  CLIENTS: 'entityTypes.clients',
} as const satisfies Record<EntityType, string>;

/**
 * Each field type's name (a key of the custom-fields messages). The drawer offers Text, Number,
 * Yes/No and Dropdown (docs/product.md §9); Date only comes from data.
 */
export const FIELD_TYPE_MESSAGES = {
  TEXT: 'fieldTypes.text',
  NUMBER: 'fieldTypes.number',
  DATE: 'fieldTypes.date',
  BOOLEAN: 'fieldTypes.boolean',
  SELECT: 'fieldTypes.select',
} as const satisfies Record<FieldType, string>;

export const OFFERED_FIELD_TYPES: FieldType[] = ['TEXT', 'NUMBER', 'BOOLEAN', 'SELECT'];

/**
 * Types a product field may filter the client portal's catalog by: values one picks among. A
 * number or a date would want a range (docs/decisions/portal-catalog-filters.md).
 */
export function isPortalFilterType(type: FieldType): boolean {
  return type === 'TEXT' || type === 'SELECT' || type === 'BOOLEAN';
}
