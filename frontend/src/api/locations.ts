import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';

/** A stock location (spec section 3); provider is the provider id. */
export interface Location {
  id: string;
  name: string;
  active: boolean;
  default: boolean;
  provider: string;
}

export function locationsQueryKey(providerId: string) {
  return ['provider', providerId, 'locations'] as const;
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
