import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';

/**
 * A client's own ordering rules for a product (issue 37), in place of the product's: both
 * together, a null being no rule for this client.
 */
export type OrderRules = components['schemas']['OrderRulesResponse'];

const rulesPath = (providerId: string) => `/provider/${providerId}/client_product_rules`;

/** Every screen that reads client rules (this page, the staff's New order form) shares it. */
function rulesQueryKey(providerId: string) {
  return ['provider', providerId, 'order-rules'] as const;
}

export function useOrderRules(providerId: string, clientId: string) {
  return useQuery({
    queryKey: [...rulesQueryKey(providerId), clientId],
    queryFn: async ({ signal }) => {
      const body = await apiGet<components['schemas']['OrderRulesListResponse']>(
        `${rulesPath(providerId)}?client_id=${encodeURIComponent(clientId)}`,
        { signal },
      );
      return body?.order_rules ?? [];
    },
  });
}

interface Rules {
  min_quantity: number | null;
  case_pack: number | null;
}

export type OrderRulesAction =
  | ({ kind: 'create'; client_id: string; product_id: string } & Rules)
  | ({ kind: 'update'; id: string } & Rules)
  | { kind: 'delete'; id: string };

/** Save, update or delete a client's own rules; every reader of them is refreshed after. */
export function useOrderRulesAction(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: OrderRulesAction): Promise<void> => {
      const base = rulesPath(providerId);
      if (action.kind === 'create') {
        const { kind: _kind, ...body } = action;
        await apiPost(base, body);
      } else if (action.kind === 'update') {
        const { min_quantity, case_pack } = action;
        await apiPut(`${base}/${action.id}`, { min_quantity, case_pack });
      } else {
        await apiDelete(`${base}/${action.id}`);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesQueryKey(providerId) }),
  });
}
