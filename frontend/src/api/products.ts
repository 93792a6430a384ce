import { useQuery } from '@tanstack/react-query';
import { apiGetAllPages } from '../lib/api-client';
import type { components } from './openapi-types';

/** A product (docs/product.md §3); metadata is custom field id to value, {} when none. */
export type Product = components['schemas']['ProductResponse'];

/** A page of the products list as the API answers it. */
export type ProductsPage = components['schemas']['ProductListResponse'];

/** One product, as its read, creation and update answer it. */
export type OneProduct = components['schemas']['OneProductResponse'];

export function productsQueryKey(providerId: string) {
  return ['provider', providerId, 'products'] as const;
}

export function productsPath(providerId: string) {
  return `/provider/${providerId}/products`;
}

/** The products list's call for `limit` products from `offset`, sorted by name. */
export const productsListPath = (providerId: string, limit: number, offset: number) =>
  `${productsPath(providerId)}?limit=${limit}&offset=${offset}&include_metadata=true`;

/** Every product, for pickers such as the custom pricing drawer's product select. */
export function useAllProducts(providerId: string) {
  return useQuery({
    queryKey: [...productsQueryKey(providerId), 'all'],
    queryFn: ({ signal }) =>
      apiGetAllPages<Product, ProductsPage>(
        (limit, offset) => productsListPath(providerId, limit, offset),
        (body) => body?.products ?? [],
        { signal },
      ),
  });
}
