import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client';

/** A product made available to one client (spec section 3). */
export interface Availability {
  id: string;
  client_id: string;
  product_id: string;
  client: { id: string; name: string };
  product: { id: string; name: string };
}

const availabilityPath = (providerId: string) =>
  `/provider/${providerId}/client_product_availability`;

function availabilityQueryKey(providerId: string) {
  return ['provider', providerId, 'availability'] as const;
}

export function useAvailability(providerId: string, clientId: string) {
  return useQuery({
    queryKey: [...availabilityQueryKey(providerId), clientId],
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ availability?: Availability[] }>(
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
