import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import type { PriceBreakInput } from '../../../components/price-breaks-fields';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';

/** A client's own quantity breaks for a product (issue 37), in place of the product's whole. */
export type ClientPriceBreaks = components['schemas']['ClientPriceBreaksResponse'];

const breaksPath = (providerId: string) => `/provider/${providerId}/client_price_breaks`;

function breaksQueryKey(providerId: string) {
  return ['provider', providerId, 'price-breaks'] as const;
}

export function useClientPriceBreaks(providerId: string, clientId: string | null) {
  return useQuery({
    queryKey: [...breaksQueryKey(providerId), clientId],
    enabled: Boolean(clientId),
    queryFn: async ({ signal }) => {
      const body = await apiGet<components['schemas']['ClientPriceBreaksListResponse']>(
        `${breaksPath(providerId)}?client_id=${encodeURIComponent(clientId!)}`,
        { signal },
      );
      return body?.price_breaks ?? [];
    },
  });
}

export type PriceBreaksAction =
  | { kind: 'create'; client_id: string; product_id: string; price_breaks: PriceBreakInput[] }
  | { kind: 'update'; id: string; price_breaks: PriceBreakInput[] }
  | { kind: 'delete'; id: string };

/** Save, update or delete a client's own breaks; every reader of them is refreshed after. */
export function usePriceBreaksAction(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: PriceBreaksAction): Promise<void> => {
      const base = breaksPath(providerId);
      if (action.kind === 'create') {
        const { kind: _kind, ...body } = action;
        await apiPost(base, body);
      } else if (action.kind === 'update') {
        await apiPut(`${base}/${action.id}`, { price_breaks: action.price_breaks });
      } else {
        await apiDelete(`${base}/${action.id}`);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: breaksQueryKey(providerId) }),
  });
}
