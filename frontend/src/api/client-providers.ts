import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';

/** One provider the client orders from, through the link between them. */
export interface ProviderLink {
  id: string;
  active: boolean;
  provider: { id: string; name: string };
}

/** The providers the client orders from (public: no token). */
export function useClientProviders(clientId: string) {
  return useQuery({
    queryKey: ['client', clientId, 'providers'],
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ providerClients?: ProviderLink[] }>(
        `/client/${clientId}/provider_client`,
        { signal, anonymous: true },
      );
      return body?.providerClients ?? [];
    },
  });
}
