import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';

type Schemas = components['schemas'];

export type SavedList = Schemas['SavedListResponse'];
export type SavedListLine = Schemas['SavedListLineResponse'];
/** A line as it is sent: the product and its units. */
export type SavedListLineInput = Schemas['SavedListLineRequest'];

const listsKey = (clientKey: string, providerId: string | null) => [
  'client',
  clientKey,
  'lists',
  providerId,
];

/**
 * GET /api/client/{key}/lists: the client's saved lists at the provider, kept on the server so
 * every buyer holding the link sees the same ones (anonymous, as every portal call).
 */
export function useSavedLists(clientKey: string, providerId: string | null, enabled = true) {
  return useQuery({
    queryKey: listsKey(clientKey, providerId),
    enabled: enabled && Boolean(providerId),
    queryFn: async ({ signal }) =>
      (
        await apiGet<Schemas['SavedListsResponse']>(
          `/client/${clientKey}/lists?provider_id=${encodeURIComponent(providerId!)}`,
          { signal, anonymous: true },
        )
      ).lists,
  });
}

/** Saving, changing and deleting lists; each reads the lists again once done. */
export function useSavedListChanges(clientKey: string, providerId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: listsKey(clientKey, providerId) });
  const create = useMutation({
    mutationFn: (body: { name: string; lines: SavedListLineInput[] }) =>
      apiPost<SavedList>(
        `/client/${clientKey}/lists`,
        { provider_id: providerId, ...body },
        { anonymous: true },
      ),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, ...change }: { id: string; name?: string; lines?: SavedListLineInput[] }) =>
      apiPut<SavedList>(`/client/${clientKey}/lists/${encodeURIComponent(id)}`, change, {
        anonymous: true,
      }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiDelete(`/client/${clientKey}/lists/${encodeURIComponent(id)}`, { anonymous: true }),
    onSuccess,
  });
  return { create, update, remove };
}
