import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';
import { takeEarlyRead } from '../lib/early-read';
import type { components } from './openapi-types';

/** One provider the client orders from, through the link between them. */
export type ProviderLink = components['schemas']['ClientLinkResponse'];

/** The providers the client orders from (public: no token). */
export function useClientProviders(clientId: string) {
  return useQuery({
    queryKey: ['client', clientId, 'providers'],
    queryFn: async ({ signal }) => {
      type Answer = components['schemas']['ClientLinkListResponse'];
      const path = `/client/${clientId}/provider_client`;
      // Started with the page on New order (src/lib/early-read.ts); read again if it failed.
      const body =
        (await takeEarlyRead<Answer>(path, '')) ??
        (await apiGet<Answer>(path, { signal, anonymous: true }));
      return body?.providerClients ?? [];
    },
  });
}
