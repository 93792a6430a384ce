import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fieldsPath, fieldsQueryKey, type OneField } from '../../../api/custom-fields';
import type { components } from '../../../api/openapi-types';
import { apiPost, apiPut } from '../../../lib/api-client';

/** The POST's body, every field given. */
export type NewField = Required<components['schemas']['CreateFieldRequest']>;

/**
 * docs/product.md §7: the PUT sends the same fields as the POST (types unchanged: the field's own).
 */
export type FieldChange = Required<components['schemas']['UpdateFieldRequest']>;

export function useSaveField(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id?: string; create?: NewField; change?: FieldChange }) => {
      const body = input.id
        ? await apiPut<OneField>(`${fieldsPath(providerId)}/${input.id}`, input.change)
        : await apiPost<OneField>(fieldsPath(providerId), input.create);
      return body.field;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fieldsQueryKey(providerId) }),
  });
}
