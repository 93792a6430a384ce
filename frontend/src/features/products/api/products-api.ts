import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import {
  type OneProduct,
  type ProductsPage,
  productsListPath,
  productsQueryKey,
} from '../../../api/products';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';

export interface ProductInput {
  name?: string;
  price?: number;
  photo?: string | null;
  active?: boolean;
  metadata?: Record<string, unknown>;
  sku?: string | null;
  barcode?: string | null;
  /** Keep stock per lot. */
  track_lots?: boolean;
  /** Percent (0 to 100, at most 3 decimals); null: the provider's default rate. */
  tax_rate?: number | null;
  /** The ordering rules clients meet: at least this many, in multiples of the pack; null: none. */
  min_quantity?: number | null;
  case_pack?: number | null;
}

/** docs/product.md §9: the products list shows 50 per page. */
export const PRODUCTS_PAGE_SIZE = 50;

export function productQueryKey(providerId: string, productId: string) {
  return [...productsQueryKey(providerId), 'one', productId] as const;
}

/**
 * One page (zero-based) of the products list, sorted by name: those `search` finds (a name, SKU
 * or barcode; all for none).
 */
export function useProductsPage(providerId: string, page: number, search = '') {
  return useQuery({
    queryKey: [...productsQueryKey(providerId), 'page', search, page],
    queryFn: async ({ signal }) => {
      const path = productsListPath(providerId, PRODUCTS_PAGE_SIZE, page * PRODUCTS_PAGE_SIZE);
      const body = await apiGet<ProductsPage>(
        search ? `${path}&search=${encodeURIComponent(search)}` : path,
        { signal },
      );
      return { products: body?.products ?? [], total: body?.pagination?.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

export function useProduct(providerId: string, productId: string) {
  return useQuery({
    queryKey: productQueryKey(providerId, productId),
    queryFn: async ({ signal }) => {
      const body = await apiGet<OneProduct>(
        `/provider/${providerId}/product/${productId}?include_metadata=true`,
        { signal },
      );
      return body.product;
    },
  });
}

/** Creates (no id) or updates a product; refreshes the lists and the product. */
export function useSaveProduct(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: ProductInput }) => {
      const body = id
        ? await apiPut<OneProduct>(`/provider/${providerId}/product/${id}`, input)
        : // docs/product.md §7: price, name, photo, provider, active.
          await apiPost<OneProduct>(`/provider/${providerId}/product/`, {
            ...input,
            provider: providerId,
          });
      return body.product;
    },
    onSuccess: (product) => {
      queryClient.setQueryData(productQueryKey(providerId, product.id), product);
      return queryClient.invalidateQueries({ queryKey: productsQueryKey(providerId) });
    },
  });
}

/** What an upload answers: the file's storage path and where it is served. */
export type UploadedFile = components['schemas']['UploadedFileResponse'];

/** Uploads an image (multipart, field `file`); its `url` becomes the product's photo. */
export function uploadPhoto(providerId: string, file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return apiPost<UploadedFile>(`/provider/${providerId}/files`, form);
}

/** Removes a stored file, given its storage path or URL. */
export function deleteFile(file: string): Promise<void> {
  return apiDelete(`/file?file=${encodeURIComponent(file)}`);
}
