import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiGet, apiPut } from '../../../lib/api-client';

type Schemas = components['schemas'];

/** A stock's reorder point and the figures it is judged on. */
export type ReorderPointView = Schemas['ReorderPointResponse'];

export function lowStockQueryKey(providerId: string) {
  return ['provider', providerId, 'low-stock'] as const;
}

export const LOW_STOCK_PAGE_SIZE = 50;

type LowStockPage = Schemas['LowStockResponse'];

/** A page of the low stocks, the longest low first. */
export function useLowStock(providerId: string, page: number) {
  return useQuery({
    queryKey: [...lowStockQueryKey(providerId), 'list', page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiGet<LowStockPage>(
        `/provider/${providerId}/low-stock?limit=${LOW_STOCK_PAGE_SIZE}&offset=${page * LOW_STOCK_PAGE_SIZE}`,
        { signal },
      ),
  });
}

/** How many stocks are low (the menu's badge): the list's total, read with one row. */
export function useLowStockCount(providerId: string) {
  return useQuery({
    queryKey: [...lowStockQueryKey(providerId), 'count'],
    queryFn: async ({ signal }) =>
      (await apiGet<LowStockPage>(`/provider/${providerId}/low-stock?limit=1`, { signal }))
        .pagination.total,
  });
}

/** A product's reorder points, one per location that has one. */
export function useReorderPoints(providerId: string, productId: string) {
  return useQuery({
    queryKey: [...lowStockQueryKey(providerId), 'points', productId],
    queryFn: async ({ signal }) =>
      (
        await apiGet<Schemas['ReorderPointListResponse']>(
          `/provider/${providerId}/reorder-points?product_id=${productId}`,
          { signal },
        )
      ).reorder_points,
  });
}

export interface ReorderPointInput {
  product_id: string;
  location_id: string;
  /** null removes the reorder point. */
  minimum: number | null;
  reorder_quantity: number | null;
}

export function useSetReorderPoints(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reorderPoints: ReorderPointInput[]) =>
      apiPut<Schemas['ReorderPointsSetResponse']>(`/provider/${providerId}/reorder-points`, {
        reorder_points: reorderPoints,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lowStockQueryKey(providerId) }),
  });
}
