import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiGet } from '../../../lib/api-client';
import { stockValueQueryKey } from './stock-value-keys';

export type ProductValue = components['schemas']['ProductValueResponse'];

/** GET …/stock-value/products: each product's units, value and average cost now, most valuable first. */
export function useProductValues(providerId: string) {
  return useQuery({
    queryKey: [...stockValueQueryKey(providerId), 'products'],
    queryFn: async ({ signal }) =>
      (
        await apiGet<components['schemas']['ProductValuesResponse']>(
          `/provider/${providerId}/stock-value/products`,
          { signal },
        )
      ).products,
    staleTime: 0,
  });
}
