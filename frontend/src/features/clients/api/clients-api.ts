import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiGet, apiGetAllPages, apiPost, apiPut } from '../../../lib/api-client';

type Schemas = components['schemas'];

/** A client (docs/product.md §3), with its custom pricing and availability. */
export type Client = Schemas['ClientResponse'];

/** The link between the provider and a client; `active` is the client's Enabled flag. */
export type ProviderClient = Schemas['ProviderClientResponse'];

export interface ClientInput {
  name: string;
  email: string;
  metadata?: Record<string, unknown>;
  /** Null: none. */
  tax_id?: string | null;
  /** Its orders are placed without tax. */
  tax_exempt?: boolean;
}

/** docs/product.md §9: the clients list shows 50 per page. */
export const CLIENTS_PAGE_SIZE = 50;

type ProviderClientsPage = Schemas['ProviderClientListResponse'];

export function clientsQueryKey(providerId: string) {
  return ['provider', providerId, 'clients'] as const;
}

function clientQueryKey(providerId: string, clientId: string) {
  return [...clientsQueryKey(providerId), 'one', clientId] as const;
}

function providerClientQueryKey(providerId: string, clientId: string) {
  return [...clientsQueryKey(providerId), 'link', clientId] as const;
}

/** Where the CSV export and import of clients live. */
export function clientsPath(providerId: string) {
  return `/provider/${providerId}/clients`;
}

const listPath = (providerId: string, limit: number, offset: number) =>
  `/provider/${providerId}/provider_clients?limit=${limit}&offset=${offset}`;

/**
 * One page (zero-based) of the provider's clients, sorted by client name: those `search` finds
 * (a name or email; all for none).
 */
export function useClientsPage(providerId: string, page: number, search = '') {
  return useQuery({
    queryKey: [...clientsQueryKey(providerId), 'page', search, page],
    queryFn: async ({ signal }) => {
      const path = listPath(providerId, CLIENTS_PAGE_SIZE, page * CLIENTS_PAGE_SIZE);
      const body = await apiGet<ProviderClientsPage>(
        search ? `${path}&search=${encodeURIComponent(search)}` : path,
        { signal },
      );
      return { links: body?.provider_clients ?? [], total: body?.pagination?.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

/** Every client, for pickers such as the custom pricing drawer's client select. */
export function useAllClients(providerId: string) {
  return useQuery({
    queryKey: [...clientsQueryKey(providerId), 'all'],
    queryFn: ({ signal }) =>
      apiGetAllPages<ProviderClient, ProviderClientsPage>(
        (limit, offset) => listPath(providerId, limit, offset),
        (body) => body?.provider_clients ?? [],
        { signal },
      ),
  });
}

export function useClient(providerId: string, clientId: string) {
  return useQuery({
    queryKey: clientQueryKey(providerId, clientId),
    queryFn: async ({ signal }) => {
      const body = await apiGet<Schemas['OneClientResponse']>(
        `/provider/${providerId}/client/${clientId}`,
        {
          signal,
        },
      );
      return body.client;
    },
  });
}

export function useProviderClient(providerId: string, clientId: string) {
  return useQuery({
    queryKey: providerClientQueryKey(providerId, clientId),
    queryFn: async ({ signal }) => {
      const body = await apiGet<Schemas['OneProviderClientResponse']>(
        `/provider/${providerId}/provider_client?client_id=${encodeURIComponent(clientId)}`,
        { signal },
      );
      return body.provider_client;
    },
  });
}

/** Creates a client with its custom-field values (the server accepts metadata on create). */
export function useCreateClient(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClientInput) => {
      const body = await apiPost<Schemas['NewClientResponse']>(
        `/provider/${providerId}/client`,
        input,
      );
      return body.client;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey(providerId) }),
  });
}

export function useUpdateClient(providerId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClientInput) => {
      const body = await apiPut<Schemas['OneClientResponse']>(
        `/provider/${providerId}/client/${clientId}`,
        input,
      );
      return body.client;
    },
    onSuccess: (client) => {
      queryClient.setQueryData(clientQueryKey(providerId, clientId), client);
      return queryClient.invalidateQueries({ queryKey: clientsQueryKey(providerId) });
    },
  });
}

/** Enables or disables the client for this provider. */
export function useSetClientEnabled(providerId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ linkId, active }: { linkId: string; active: boolean }) => {
      const body = await apiPut<Schemas['ProviderClientChangedResponse']>(
        `/provider/${providerId}/provider_client/${linkId}`,
        { active },
      );
      return body.providerClient;
    },
    onSuccess: (link) => {
      queryClient.setQueryData(
        providerClientQueryKey(providerId, clientId),
        (old?: ProviderClient) => (old ? { ...old, active: link?.active ?? old.active } : link),
      );
      return queryClient.invalidateQueries({ queryKey: clientsQueryKey(providerId) });
    },
  });
}
