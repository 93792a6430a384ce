import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';
import type { components } from './openapi-types';

/** One provider the client orders from, through the link between them. */
export type ProviderLink = components['schemas']['ClientLinkResponse'];

/** The providers the client orders from (public: no token). */
export function useClientProviders(clientId: string) {
  return useQuery({
    queryKey: ['client', clientId, 'providers'],
    queryFn: async ({ signal }) => {
      const body = await apiGet<components['schemas']['ClientLinkListResponse']>(
        `/client/${clientId}/provider_client`,
        { signal, anonymous: true },
      );
      return body?.providerClients ?? [];
    },
  });
}
