import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { ApiError, apiGet } from '../../../lib/api-client';

type Schemas = components['schemas'];

/** The `code` of a portal order refused for the ordering rules it breaks. */
export const ORDER_RULES = 'ORDER_RULES';

/**
 * Whether the server refused the order for its ordering rules (a product's rules or the minimum
 * order value changed since the page read them): the page reads them again, so each line shows
 * the rule it now meets.
 */
export function refusedForOrderRules(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    (error.body as { code?: unknown } | undefined)?.code === ORDER_RULES
  );
}

/**
 * The client's own ordering rules (in place of the products'), for the staff's New order form,
 * which warns of what the client could not order itself.
 */
export function useClientOrderRules(providerId: string, clientId: string | null) {
  return useQuery({
    queryKey: ['provider', providerId, 'order-rules', { client_id: clientId }, 'order-form'],
    enabled: Boolean(clientId),
    queryFn: async ({ signal }) => {
      const body = await apiGet<Schemas['OrderRulesListResponse']>(
        `/provider/${providerId}/client_product_rules?client_id=${encodeURIComponent(clientId!)}`,
        { signal },
      );
      return body?.order_rules ?? [];
    },
  });
}
