import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiDelete, apiGet, apiPut } from '../../../lib/api-client';
import { suppliersPath, suppliersQueryKey } from './suppliers-api';

type Schemas = components['schemas'];

/** What a supplier charges for a product. */
export type SupplierPrice = Schemas['SupplierPriceResponse'];
export type SupplierPriceInput = Schemas['SetSupplierPriceRequest'];

export const PRICES_PAGE_SIZE = 25;

/** Where the supplier prices' CSV export and import live. */
export function supplierPricesPath(providerId: string) {
  return `/provider/${providerId}/supplier-prices`;
}

/** Prices change the suppliers' counts and the products' pages: one key above both. */
const pricesKey = (providerId: string) => [...suppliersQueryKey(providerId), 'prices'] as const;

/** One page (zero-based) of a supplier's prices by product name, those `search` finds. */
export function useSupplierPrices(
  providerId: string,
  supplierId: string,
  page: number,
  search: string,
) {
  return useQuery({
    queryKey: [...pricesKey(providerId), supplierId, search, page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        limit: String(PRICES_PAGE_SIZE),
        offset: String(page * PRICES_PAGE_SIZE),
      });
      if (search) query.set('search', search);
      return apiGet<Schemas['SupplierPricesResponse']>(
        `${suppliersPath(providerId)}/${supplierId}/prices?${query}`,
        { signal },
      );
    },
    placeholderData: keepPreviousData,
  });
}

/** A product's suppliers and their prices, the preferred first (the product page). */
export function useProductSuppliers(providerId: string, productId: string) {
  return useQuery({
    queryKey: [...pricesKey(providerId), 'product', productId],
    queryFn: async ({ signal }) =>
      (
        await apiGet<Schemas['SupplierPricesResponse']>(
          `/provider/${providerId}/products/${productId}/suppliers`,
          { signal },
        )
      ).prices,
  });
}

const pricePath = (providerId: string, supplierId: string, productId: string) =>
  `${suppliersPath(providerId)}/${supplierId}/prices/${productId}`;

/** Sets (adds or replaces) the supplier's price for a product. */
export function useSetSupplierPrice(providerId: string, supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, input }: { productId: string; input: SupplierPriceInput }) =>
      (
        await apiPut<Schemas['SupplierPriceAnswer']>(
          pricePath(providerId, supplierId, productId),
          input,
        )
      ).price,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey(providerId) }),
  });
}

export function useRemoveSupplierPrice(providerId: string, supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => apiDelete(pricePath(providerId, supplierId, productId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey(providerId) }),
  });
}
