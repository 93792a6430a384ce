import { FieldDefinition, isPortalFilterType, Metadata, PortalFilterType } from './custom-fields';

/** A value a buyer filters by: a text or dropdown option, or yes/no. */
export type PortalFilterValue = string | boolean;

/** A filter of the client portal's catalog: a product field and the values its products have. */
export interface PortalFilter {
  id: string;
  name: string;
  type: PortalFilterType;
  /** The values present among the products listed, sorted (yes before no); never empty. */
  values: PortalFilterValue[];
}

/** A field the portal's catalog is filtered by. */
export type PortalFilterField = FieldDefinition & { field_type: PortalFilterType };

/** The fields a provider marked as portal filters, as the portal may see them (active ones). */
export function portalFilterFields(fields: readonly FieldDefinition[]): PortalFilterField[] {
  return fields.filter(
    (field): field is PortalFilterField =>
      field.active &&
      field.portal_filter &&
      field.entity_type === 'PRODUCTS' &&
      isPortalFilterType(field.field_type),
  );
}

function compareValues(a: PortalFilterValue, b: PortalFilterValue): number {
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(b) - Number(a);
  return a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }) || a.localeCompare(b);
}

/** Whether a stored value fits the field (a value kept before the field changed may not). */
function fits(field: PortalFilterField, value: unknown): value is PortalFilterValue {
  if (field.field_type === 'BOOLEAN') return typeof value === 'boolean';
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The portal's filters over the products a client may order, and each product's values for
 * them. Only the filter fields' values leave the server: the provider's other custom fields may
 * be internal (a cost, a supplier). A filter no product has a value for is left out.
 */
export function portalFilters(
  fields: readonly FieldDefinition[],
  products: readonly { metadata: Metadata }[],
): {
  filters: PortalFilter[];
  valuesOf: (metadata: Metadata) => Record<string, PortalFilterValue>;
} {
  const filterFields = portalFilterFields(fields);
  const valuesOf = (metadata: Metadata) => {
    const values: Record<string, PortalFilterValue> = {};
    for (const field of filterFields) {
      const value = metadata[field.id];
      if (fits(field, value)) values[field.id] = value;
    }
    return values;
  };
  const filters = filterFields
    .map((field) => {
      const present = new Set<PortalFilterValue>();
      for (const product of products) {
        const value = product.metadata[field.id];
        if (fits(field, value)) present.add(value);
      }
      return {
        id: field.id,
        name: field.field_label,
        type: field.field_type,
        values: [...present].sort(compareValues),
      };
    })
    .filter((filter) => filter.values.length > 0);
  return { filters, valuesOf };
}
