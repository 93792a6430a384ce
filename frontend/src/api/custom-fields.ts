import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';
import type { components } from './openapi-types';

/** A custom field (docs/product.md §3). */
export type Field = components['schemas']['CustomFieldResponse'];

/** One field, as its creation and update answer it. */
export type OneField = components['schemas']['OneCustomFieldResponse'];

export type EntityType = Field['entity_type'];
export type FieldType = Field['field_type'];

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
      const body = await apiGet<components['schemas']['CustomFieldListResponse']>(
        `${fieldsPath(providerId)}${query}`,
        {
          signal,
        },
      );
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
