import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiDelete, apiGet, apiPost, serverMessage } from '../../../lib/api-client';

/** A key as the server lists it: never its secret. Dates are ISO strings. */
export interface ApiKey {
  id: string;
  name: string;
  /** The secret's first characters (`sk_live_` and 6), enough to tell keys apart. */
  prefix: string;
  scopes: string[];
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** The areas a key may be given, read or write (write includes read), as the server knows them. */
export const KEY_AREAS = [
  { id: 'orders', label: 'Orders' },
  { id: 'inventory', label: 'Inventory and locations' },
  { id: 'catalog', label: 'Catalog' },
  { id: 'clients', label: 'Clients' },
] as const;

const keysPath = (providerId: string) => `/provider/${providerId}/api-keys`;

export const apiKeysQueryKey = (providerId: string) =>
  ['provider', providerId, 'api-keys'] as const;

export function useApiKeys(providerId: string, enabled: boolean) {
  return useQuery({
    queryKey: apiKeysQueryKey(providerId),
    queryFn: async ({ signal }) =>
      (await apiGet<{ api_keys: ApiKey[] }>(keysPath(providerId), { signal })).api_keys,
    enabled,
  });
}

function useRefreshKeys(providerId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(providerId) });
}

export function useCreateApiKey(providerId: string) {
  const refresh = useRefreshKeys(providerId);
  return useMutation({
    mutationFn: (input: { name: string; scopes: string[] }) =>
      apiPost<{ api_key: ApiKey; secret: string }>(keysPath(providerId), input),
    onSuccess: refresh,
  });
}

export function useRevokeApiKey(providerId: string) {
  const refresh = useRefreshKeys(providerId);
  return useMutation({
    mutationFn: (keyId: string) =>
      apiDelete<{ api_key: ApiKey }>(`${keysPath(providerId)}/${keyId}`),
    onSuccess: refresh,
  });
}

export function apiKeyErrorText(error: unknown, fallback: string): string {
  return (error instanceof ApiError && serverMessage(error.body)) || fallback;
}
