import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiGet, apiPost } from '../../../lib/api-client';

type Schemas = components['schemas'];

/** A stock count as its list shows it. */
export type CountView = Schemas['CountResponse'];
/** A count with its lines. */
export type CountDetailView = Schemas['CountDetailResponse'];
export type CountLineView = Schemas['CountLineResponse'];
export type CountStatusName = CountView['status'];
/** What a count's reads and changes answer. */
type OneCount = Schemas['OneCountResponse'];

/** Each status's name, as a message key (the screen says it in the reader's language). */
export const COUNT_STATUS_LABELS = {
  OPEN: 'status.open',
  APPROVED: 'status.approved',
  CANCELLED: 'status.cancelled',
} as const satisfies Record<CountStatusName, string>;

export const COUNTS_PAGE_SIZE = 50;

export function countsQueryKey(providerId: string) {
  return ['provider', providerId, 'counts'] as const;
}

export function useCounts(providerId: string, status: CountStatusName[], page: number) {
  return useQuery({
    queryKey: [...countsQueryKey(providerId), 'list', status.join(','), page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        limit: String(COUNTS_PAGE_SIZE),
        offset: String(page * COUNTS_PAGE_SIZE),
      });
      if (status.length > 0) query.set('status', status.join(','));
      return apiGet<Schemas['CountListResponse']>(`/provider/${providerId}/counts?${query}`, {
        signal,
      });
    },
  });
}

export function useCount(providerId: string, countId: string) {
  return useQuery({
    queryKey: [...countsQueryKey(providerId), countId],
    queryFn: async ({ signal }) =>
      (
        await apiGet<OneCount>(`/provider/${providerId}/counts/${countId}`, {
          signal,
        })
      ).count,
  });
}

export interface NewCount {
  location_id: string;
  search: string | null;
  notes: string | null;
}

/** Start a count: answers it, cached for its screen. */
export function useStartCount(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewCount) =>
      (await apiPost<OneCount>(`/provider/${providerId}/counts`, body)).count,
    onSuccess: (count) => {
      queryClient.setQueryData([...countsQueryKey(providerId), count.id], count);
      return queryClient.invalidateQueries({ queryKey: [...countsQueryKey(providerId), 'list'] });
    },
  });
}

/** Save counted quantities: the answer's lines replace those in the cached count. */
export function useEnterCounts(providerId: string, countId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lines: { product_id: string; counted: number | null }[]) =>
      (await apiPost<OneCount>(`/provider/${providerId}/counts/${countId}/entries`, { lines }))
        .count,
    onSuccess: (answer) => {
      const changed = new Map(answer.lines.map((line) => [line.product_id, line]));
      queryClient.setQueryData<CountDetailView>(
        [...countsQueryKey(providerId), countId],
        (count) =>
          count && {
            ...count,
            lines_counted: answer.lines_counted,
            lines: count.lines.map((line) => changed.get(line.product_id) ?? line),
          },
      );
    },
  });
}

/** Approve or cancel: answers the whole count; the stock grid is refreshed too. */
export function useCloseCount(providerId: string, countId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kind: 'approve' | 'cancel') =>
      (await apiPost<OneCount>(`/provider/${providerId}/counts/${countId}/${kind}`, {})).count,
    onSuccess: (count) => {
      queryClient.setQueryData([...countsQueryKey(providerId), countId], count);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...countsQueryKey(providerId), 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['provider', providerId, 'inventory'] }),
      ]);
    },
  });
}
