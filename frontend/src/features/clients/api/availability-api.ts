import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client';

/** A product made available to one client (docs/product.md §3). */
export type Availability = components['schemas']['AvailabilityResponse'];

const availabilityPath = (providerId: string) =>
  `/provider/${providerId}/client_product_availability`;

function availabilityQueryKey(providerId: string) {
  return ['provider', providerId, 'availability'] as const;
}

export function useAvailability(providerId: string, clientId: string) {
  return useQuery({
    queryKey: [...availabilityQueryKey(providerId), clientId],
    queryFn: async ({ signal }) => {
      const body = await apiGet<components['schemas']['AvailabilityListResponse']>(
        `${availabilityPath(providerId)}?client_id=${encodeURIComponent(clientId)}`,
        { signal },
      );
      return body?.availability ?? [];
    },
  });
}

export type AvailabilityAction =
  | { kind: 'create'; client_id: string; product_id: string }
  | { kind: 'delete'; id: string };

export function useAvailabilityAction(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: AvailabilityAction): Promise<void> => {
      if (action.kind === 'create') {
        await apiPost(availabilityPath(providerId), {
          client_id: action.client_id,
          product_id: action.product_id,
        });
      } else {
        await apiDelete(`${availabilityPath(providerId)}/${action.id}`);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityQueryKey(providerId) }),
  });
}
