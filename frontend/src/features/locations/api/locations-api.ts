import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';

/** A stock location (spec section 3); provider is the provider id. */
export interface Location {
  id: string;
  name: string;
  active: boolean;
  default: boolean;
  provider: string;
}

export interface LocationChange {
  name?: string;
  active?: boolean;
  default?: boolean;
}

export function locationsQueryKey(providerId: string) {
  return ['provider', providerId, 'locations'] as const;
}

function locationQueryKey(providerId: string, locationId: string) {
  return [...locationsQueryKey(providerId), locationId] as const;
}

/** Every location, sorted by name case-insensitively by the API. */
export function useLocations(providerId: string) {
  return useQuery({
    queryKey: locationsQueryKey(providerId),
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ locations?: Location[] }>(`/provider/${providerId}/locations`, {
        signal,
      });
      return body?.locations ?? [];
    },
  });
}

export function useLocation(providerId: string, locationId: string) {
  return useQuery({
    queryKey: locationQueryKey(providerId, locationId),
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ location: Location }>(
        `/provider/${providerId}/location/${locationId}`,
        { signal },
      );
      return body.location;
    },
  });
}

export function useCreateLocation(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const body = await apiPost<{ location: Location }>(`/provider/${providerId}/location`, {
        name,
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
      const body = await apiPut<{ location: Location }>(
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
