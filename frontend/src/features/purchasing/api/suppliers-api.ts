import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';

type Schemas = components['schemas'];

/** A supplier: whom the provider buys stock from (docs/product.md §12). */
export type Supplier = Schemas['SupplierResponse'];
export type SupplierInput = Schemas['CreateSupplierRequest'];
export type PaymentTerms = NonNullable<Supplier['payment_terms']>;

/** The clients' payment terms, in the order the form offers them. */
export const PAYMENT_TERMS: readonly PaymentTerms[] = ['PREPAID', 'NET_15', 'NET_30', 'NET_60'];

export const SUPPLIERS_PAGE_SIZE = 50;

export function suppliersQueryKey(providerId: string) {
  return ['provider', providerId, 'suppliers'] as const;
}

/** Where the suppliers' CSV export and import live. */
export function suppliersPath(providerId: string) {
  return `/provider/${providerId}/suppliers`;
}

/** One page (zero-based) of the provider's suppliers by name, those `search` finds. */
export function useSuppliersPage(
  providerId: string,
  page: number,
  search: string,
  includeArchived: boolean,
) {
  return useQuery({
    queryKey: [...suppliersQueryKey(providerId), 'page', search, page, includeArchived],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        limit: String(SUPPLIERS_PAGE_SIZE),
        offset: String(page * SUPPLIERS_PAGE_SIZE),
      });
      if (search) query.set('search', search);
      if (includeArchived) query.set('include_archived', 'true');
      return apiGet<Schemas['SuppliersResponse']>(`${suppliersPath(providerId)}?${query}`, {
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

export function useSupplier(providerId: string, supplierId: string) {
  return useQuery({
    queryKey: [...suppliersQueryKey(providerId), 'one', supplierId],
    queryFn: async ({ signal }) =>
      (
        await apiGet<Schemas['SupplierAnswer']>(`${suppliersPath(providerId)}/${supplierId}`, {
          signal,
        })
      ).supplier,
  });
}

/** Creates a supplier, or changes the one given. */
export function useSaveSupplier(providerId: string, supplierId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SupplierInput) => {
      const path = suppliersPath(providerId);
      const body = supplierId
        ? await apiPut<Schemas['SupplierAnswer']>(`${path}/${supplierId}`, input)
        : await apiPost<Schemas['SupplierAnswer']>(path, input);
      return body.supplier;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey(providerId) }),
  });
}
