import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type EntityType,
  type Field,
  type FieldType,
  fieldsPath,
  fieldsQueryKey,
} from '../../../api/custom-fields';
import { apiPost, apiPut } from '../../../lib/api-client';

export interface NewField {
  entity_type: EntityType;
  field_label: string;
  field_type: FieldType;
  field_options: string[];
  active: boolean;
}

/** Spec section 7: the PUT sends the same fields as the POST (types unchanged: the field's own). */
export interface FieldChange {
  entity_type: EntityType;
  field_type: FieldType;
  field_label: string;
  field_options: string[];
  active: boolean;
}

export function useSaveField(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id?: string; create?: NewField; change?: FieldChange }) => {
      const body = input.id
        ? await apiPut<{ field: Field }>(`${fieldsPath(providerId)}/${input.id}`, input.change)
        : await apiPost<{ field: Field }>(fieldsPath(providerId), input.create);
      return body.field;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fieldsQueryKey(providerId) }),
  });
}
