import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { ApiError, apiDelete, apiGet, apiPost, serverMessage } from '../../../lib/api-client';

type Schemas = components['schemas'];

/** A key as the server lists it: never its secret. Dates are ISO strings. */
export type ApiKey = Schemas['ApiKeyResponse'];

/**
 * The areas a key may be given, read or write (write includes read), as the server knows them;
 * each is named under `create.areas.` in the api-keys catalog.
 */
export const KEY_AREAS = ['orders', 'inventory', 'catalog', 'clients'] as const;

const keysPath = (providerId: string) => `/provider/${providerId}/api-keys`;

export const apiKeysQueryKey = (providerId: string) =>
  ['provider', providerId, 'api-keys'] as const;

export function useApiKeys(providerId: string, enabled: boolean) {
  return useQuery({
    queryKey: apiKeysQueryKey(providerId),
    queryFn: async ({ signal }) =>
      (await apiGet<Schemas['ApiKeyListResponse']>(keysPath(providerId), { signal })).api_keys,
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
    mutationFn: (input: Schemas['CreateApiKeyRequest']) =>
      apiPost<Schemas['NewApiKeyResponse']>(keysPath(providerId), input),
    onSuccess: refresh,
  });
}

export function useRevokeApiKey(providerId: string) {
  const refresh = useRefreshKeys(providerId);
  return useMutation({
    mutationFn: (keyId: string) =>
      apiDelete<Schemas['OneApiKeyResponse']>(`${keysPath(providerId)}/${keyId}`),
    onSuccess: refresh,
  });
}

export function apiKeyErrorText(error: unknown, fallback: string): string {
  return (error instanceof ApiError && serverMessage(error.body)) || fallback;
}
