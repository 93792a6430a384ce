import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { locationsQueryKey, type OneLocation } from '../../../api/locations';
import type { components } from '../../../api/openapi-types';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';

export type LocationChange = components['schemas']['UpdateLocationRequest'];

function locationQueryKey(providerId: string, locationId: string) {
  return [...locationsQueryKey(providerId), locationId] as const;
}

export function useLocation(providerId: string, locationId: string) {
  return useQuery({
    queryKey: locationQueryKey(providerId, locationId),
    queryFn: async ({ signal }) => {
      const body = await apiGet<OneLocation>(`/provider/${providerId}/location/${locationId}`, {
        signal,
      });
      return body.location;
    },
  });
}

export function useCreateLocation(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      // docs/product.md §7: name, provider, active.
      const body = await apiPost<OneLocation>(`/provider/${providerId}/location`, {
        name,
        provider: providerId,
        active: true,
      });
      return body.location;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsQueryKey(providerId) }),
  });
}

export function useUpdateLocation(providerId: string, locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: LocationChange) => {
      const body = await apiPut<OneLocation>(
        `/provider/${providerId}/location/${locationId}`,
        change,
      );
      return body.location;
    },
    onSuccess: (location) => {
      queryClient.setQueryData(locationQueryKey(providerId, locationId), location);
      // Making one location the default clears the previous one: the whole list changed.
      return queryClient.invalidateQueries({ queryKey: locationsQueryKey(providerId) });
    },
  });
}
