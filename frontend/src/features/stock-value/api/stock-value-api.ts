import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiGet } from '../../../lib/api-client';
import { stockValueQueryKey } from './stock-value-keys';

export type StockValue = components['schemas']['StockValueResponse'];
export type LocationValue = components['schemas']['LocationValueResponse'];

/**
 * GET …/stock-value: what the stock is worth at moving-average cost, per location and in total,
 * now (`asOf` undefined) or as of a moment (ISO).
 */
export function useStockValue(providerId: string, asOf: string | undefined) {
  return useQuery({
    queryKey: [...stockValueQueryKey(providerId), 'as-of', asOf ?? 'now'],
    queryFn: ({ signal }) => {
      const query = asOf ? `?${new URLSearchParams({ as_of: asOf })}` : '';
      return apiGet<StockValue>(`/provider/${providerId}/stock-value${query}`, { signal });
    },
    // Another moment shows the last figures while it loads rather than a blank.
    placeholderData: keepPreviousData,
    // Stock moves through orders, receipts and movements made elsewhere: read afresh on focus.
    staleTime: 0,
  });
}
