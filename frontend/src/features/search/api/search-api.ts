import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiGet } from '../../../lib/api-client';

export type SearchResults = components['schemas']['SearchResponse'];
export type FoundOrder = components['schemas']['FoundOrderResponse'];
export type FoundProduct = components['schemas']['FoundProductResponse'];
export type FoundClient = components['schemas']['FoundClientResponse'];

/** The longest text the server searches for. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * GET /api/provider/{id}/search: the orders, products and clients `text` finds (nothing is read
 * for a blank text). While the next answer comes, the last one stays on screen.
 */
export function useSearch(providerId: string, text: string) {
  const q = text.trim().slice(0, MAX_SEARCH_LENGTH);
  return useQuery({
    queryKey: ['provider', providerId, 'search', q] as const,
    queryFn: ({ signal }) =>
      apiGet<SearchResults>(`/provider/${providerId}/search?q=${encodeURIComponent(q)}&limit=5`, {
        signal,
      }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
