import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';

/** What a new provider has done of the path to a first order. */
export interface GettingStartedProgress {
  location: boolean;
  product: boolean;
  stock: boolean;
  client: boolean;
  order: boolean;
}

const counted = async (path: string, signal: AbortSignal) => {
  const body = await apiGet<{ pagination?: { total?: number }; locations?: unknown[] }>(path, {
    signal,
  });
  return (body?.pagination?.total ?? body?.locations?.length ?? 0) > 0;
};

/**
 * The getting-started steps, each read from the lists it is about (one row each is enough).
 * Read again every 15 s while a step is open, and on every visit, so steps done in another tab
 * or by a teammate tick without a reload.
 */
export function useGettingStarted(providerId: string, enabled = true) {
  const base = `/provider/${providerId}`;
  return useQuery({
    queryKey: ['provider', providerId, 'getting-started'],
    queryFn: async ({ signal }): Promise<GettingStartedProgress> => {
      const [location, product, stock, client, order] = await Promise.all([
        counted(`${base}/locations`, signal),
        counted(`${base}/products?limit=1&offset=0`, signal),
        counted(`${base}/orders?type=IN&limit=1&offset=0`, signal),
        counted(`${base}/provider_clients?limit=1&offset=0`, signal),
        counted(`${base}/orders?type=ORDER&limit=1&offset=0`, signal),
      ]);
      return { location, product, stock, client, order };
    },
    enabled,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && Object.values(query.state.data).every(Boolean) ? false : 15_000,
  });
}
