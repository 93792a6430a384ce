import type { EntityType, FieldType } from '../../../api/custom-fields';

export const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  PRODUCTS: 'Products',
  CLIENTS: 'Clients',
};

/**
 * The drawer offers Text, Number, Yes/No and Dropdown (docs/product.md §9); Date only comes from
 * data.
 */
export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  TEXT: 'Text',
  NUMBER: 'Number',
  DATE: 'Date',
  BOOLEAN: 'Yes/No',
  SELECT: 'Dropdown',
};

export const OFFERED_FIELD_TYPES: FieldType[] = ['TEXT', 'NUMBER', 'BOOLEAN', 'SELECT'];
