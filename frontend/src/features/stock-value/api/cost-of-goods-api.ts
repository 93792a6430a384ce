import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiGet } from '../../../lib/api-client';
import { stockValueQueryKey } from './stock-value-keys';

export type CostOfGoods = components['schemas']['CostOfGoodsResponse'];

/**
 * GET …/stock-value/cogs: the cost of goods sold (shipments and outbound movements at average
 * cost) from `from` to `to` (ISO moments); no read while the period is null (half typed).
 */
export function useCostOfGoods(providerId: string, period: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...stockValueQueryKey(providerId), 'cogs', period],
    enabled: period !== null,
    queryFn: ({ signal }) =>
      apiGet<CostOfGoods>(
        `/provider/${providerId}/stock-value/cogs?${new URLSearchParams(period!)}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
