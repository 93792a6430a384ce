import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';

export type EntityType = 'PRODUCTS' | 'CLIENTS';
export type FieldType = 'TEXT' | 'NUMBER' | 'DATE' | 'BOOLEAN' | 'SELECT';

/** A custom field (spec section 3). */
export interface Field {
  id: string;
  entity_type: EntityType;
  field_label: string;
  field_type: FieldType;
  field_options: string[];
  active: boolean;
}

/** Custom field id to value: TEXT string, NUMBER number, DATE YYYY-MM-DD, BOOLEAN, SELECT option. */
export type Metadata = Record<string, unknown>;

export const fieldsPath = (providerId: string) => `/provider/${providerId}/metadata/fields`;

export function fieldsQueryKey(providerId: string, entityType?: EntityType) {
  return entityType
    ? (['provider', providerId, 'fields', entityType] as const)
    : (['provider', providerId, 'fields'] as const);
}

function fieldsQuery(providerId: string, entityType?: EntityType) {
  return {
    queryKey: fieldsQueryKey(providerId, entityType),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const query = entityType ? `?entity_type=${entityType}` : '';
      const body = await apiGet<{ fields?: Field[] }>(`${fieldsPath(providerId)}${query}`, {
        signal,
      });
      return body?.fields ?? [];
    },
  };
}

export function useFields(providerId: string, entityType?: EntityType) {
  return useQuery(fieldsQuery(providerId, entityType));
}

/** The active fields of one entity type: the ones the drawers and detail screens show. */
export function useActiveFields(providerId: string, entityType: EntityType) {
  return useQuery({
    ...fieldsQuery(providerId, entityType),
    select: (fields: Field[]) => fields.filter((field) => field.active),
  });
}
