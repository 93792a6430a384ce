import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';
import type { components } from './openapi-types';

/** A stock location (docs/product.md §3); provider is the provider id. */
export type Location = components['schemas']['LocationResponse'];

/** One location, as its read, creation and update answer it. */
export type OneLocation = components['schemas']['OneLocationResponse'];

export function locationsQueryKey(providerId: string) {
  return ['provider', providerId, 'locations'] as const;
}

/** Every location, sorted by name case-insensitively by the API. */
export function useLocations(providerId: string) {
  return useQuery({
    queryKey: locationsQueryKey(providerId),
    queryFn: async ({ signal }) => {
      const body = await apiGet<components['schemas']['LocationListResponse']>(
        `/provider/${providerId}/locations`,
        {
          signal,
        },
      );
      return body?.locations ?? [];
    },
  });
}
