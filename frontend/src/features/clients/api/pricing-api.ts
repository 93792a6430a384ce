import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';

/** A client's own price for a product (docs/product.md §3); name is an optional label. */
export type Pricing = components['schemas']['CustomPriceResponse'];

/** Which custom prices a table lists: those of one product or those of one client. */
export type PricingFilter = { product_id: string } | { client_id: string };

const pricingPath = (providerId: string) => `/provider/${providerId}/client_product_price`;

function pricingQueryKey(providerId: string) {
  return ['provider', providerId, 'pricing'] as const;
}

function filterQuery(filter: PricingFilter): string {
  return 'product_id' in filter
    ? `product_id=${encodeURIComponent(filter.product_id)}`
    : `client_id=${encodeURIComponent(filter.client_id)}`;
}

export function usePricing(providerId: string, filter: PricingFilter) {
  return useQuery({
    queryKey: [...pricingQueryKey(providerId), filter],
    queryFn: async ({ signal }) => {
      const body = await apiGet<components['schemas']['CustomPriceListResponse']>(
        `${pricingPath(providerId)}?${filterQuery(filter)}`,
        { signal },
      );
      return body?.pricing ?? [];
    },
  });
}

export type PricingAction =
  | { kind: 'create'; client_id: string; product_id: string; name: string | null; price: number }
  | { kind: 'update'; id: string; name: string | null; price: number }
  | { kind: 'delete'; id: string };

/** Save, update or delete a custom price; every pricing table is refreshed after. */
export function usePricingAction(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: PricingAction): Promise<void> => {
      const base = pricingPath(providerId);
      if (action.kind === 'create') {
        const { kind: _kind, ...body } = action;
        await apiPost(base, body);
      } else if (action.kind === 'update') {
        await apiPut(`${base}/${action.id}`, { name: action.name, price: action.price });
      } else {
        await apiDelete(`${base}/${action.id}`);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingQueryKey(providerId) }),
  });
}
