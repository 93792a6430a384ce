import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';
import type { components } from './openapi-types';

/** Who a provider is, as its members' header names it. */
export type ProviderCard = components['schemas']['ProviderCardResponse'];

/**
 * GET /api/provider/{provider_id}: the provider's name (the session knows providers by id only).
 * Read once per provider and kept: a business rarely renames itself mid-session.
 */
export function useProviderCard(providerId: string | undefined) {
  return useQuery({
    queryKey: ['provider', providerId ?? '', 'card'],
    enabled: Boolean(providerId),
    queryFn: async ({ signal }) =>
      (
        await apiGet<components['schemas']['OneProviderCardResponse']>(`/provider/${providerId}`, {
          signal,
        })
      )?.provider ?? null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
