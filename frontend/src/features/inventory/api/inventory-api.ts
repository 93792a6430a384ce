import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiGet, apiGetAllPages, apiPost, type Paginated } from '../../../lib/api-client';
import { ordersQueryKey } from '../../orders/api/orders-api';
import { type Product, productsPath } from '../../products/api/products-api';

/**
 * Spec 3, Inventory row: one per product and location where stock was ever recorded. A product
 * without rows has 0 everywhere.
 */
export interface InventoryRow {
  product_id: string;
  product_name: string;
  product_photo: string | null;
  location_id: string;
  current_stock: number;
  committed_stock: number;
  total_stock: number;
  metadata: Record<string, { value: unknown }>;
}

/** Spec 3, Product stock entry: Total is current plus committed. */
export interface ProductStockEntry {
  location_id: string;
  location_name: string;
  current_stock: number;
  committed_stock: number;
}

/** Every stock read of the provider sits under this key: a movement refreshes them all. */
export function inventoryQueryKey(providerId: string) {
  return ['provider', providerId, 'inventory'] as const;
}

/** The grid shows 50 products a page, as the Products list does (spec section 9). */
export const INVENTORY_PAGE_SIZE = 50;

/** The grid's custom-field filters: SELECT field id to the option wanted. */
export type FieldFilters = Record<string, string>;

/** What the grid shows of one page: its products with their stock rows. */
export interface InventoryGridPage {
  /** The page's products, also those with no stock recorded. */
  products: Product[];
  /** The stock rows of those products. */
  rows: InventoryRow[];
  /** How many products match the filters, over every page. */
  total: number;
  /** How many products the provider has at all: none means there is nothing to track yet. */
  productCount: number;
}

type ProductsAnswer = { products?: Product[] } & Paginated;
type InventoryAnswer = { inventory?: InventoryRow[] } & Paginated;

/**
 * One page of products and its stock. The paged inventory call answers only products that have
 * stock rows, so the products list of the same page (same order: by name) names the others. A
 * product created or renamed between the two answers shifts the pages: then both are read again.
 */
async function readGridPage(
  providerId: string,
  page: number,
  signal: AbortSignal,
  asOf?: string,
): Promise<InventoryGridPage> {
  const range = `limit=${INVENTORY_PAGE_SIZE}&offset=${page * INVENTORY_PAGE_SIZE}`;
  for (let attempt = 1; ; attempt += 1) {
    const [stock, listed] = await Promise.all([
      apiGet<InventoryAnswer>(`/provider/${providerId}/inventory?${range}${asOfParam(asOf, '&')}`, {
        signal,
      }),
      apiGet<ProductsAnswer>(`${productsPath(providerId)}?${range}&include_metadata=true`, {
        signal,
      }),
    ]);
    const products = listed?.products ?? [];
    const rows = stock?.inventory ?? [];
    const total = listed?.pagination?.total ?? 0;
    const ids = new Set(products.map((product) => product.id));
    const same = stock?.pagination?.total === total && rows.every((row) => ids.has(row.product_id));
    if (same || attempt === 3) return { products, rows, total, productCount: total };
  }
}

/** Metadata values arrive either bare (products) or as { value } (inventory rows). */
function metadataValue(metadata: Record<string, unknown> | undefined, fieldId: string): unknown {
  const raw = metadata?.[fieldId];
  if (raw && typeof raw === 'object' && 'value' in raw) return (raw as { value: unknown }).value;
  return raw;
}

/**
 * The filtered grid. The inventory call cannot filter by custom field, and a filter must search
 * every product, not one page: so while one is set, every product and every stock row are read
 * (as the grid did before paging) and matched and paged here.
 */
function filteredPage(
  whole: { products: Product[]; rows: InventoryRow[] },
  page: number,
  filters: FieldFilters,
): InventoryGridPage {
  const matching = whole.products.filter((product) =>
    Object.entries(filters).every(
      ([fieldId, wanted]) => metadataValue(product.metadata, fieldId) === wanted,
    ),
  );
  const products = matching.slice(page * INVENTORY_PAGE_SIZE, (page + 1) * INVENTORY_PAGE_SIZE);
  const ids = new Set(products.map((product) => product.id));
  return {
    products,
    rows: whole.rows.filter((row) => ids.has(row.product_id)),
    total: matching.length,
    productCount: whole.products.length,
  };
}

/** `as_of=` for a historical read (after `?` or `&`), nothing for live figures. */
const asOfParam = (asOf: string | undefined, separator: '?' | '&') =>
  asOf ? `${separator}as_of=${encodeURIComponent(asOf)}` : '';

/**
 * A page (zero-based) of the Inventory grid: read a page at a time from the server, or, while a
 * custom-field filter is set, matched over the whole catalog here. With `asOf` (ISO), the figures
 * as they stood then, cached apart from the live grid so that live pushes leave them alone.
 */
export function useInventoryGrid(
  providerId: string,
  page: number,
  filters: FieldFilters,
  asOf?: string,
) {
  const filtering = Object.keys(filters).length > 0;
  const scope = [...inventoryQueryKey(providerId), ...(asOf ? ['as-of', asOf] : ['grid'])];
  const paged = useQuery({
    queryKey: [...scope, 'page', page],
    queryFn: ({ signal }) => readGridPage(providerId, page, signal, asOf),
    enabled: !filtering,
    // Another page shows the last one while it loads; figures of another moment never stand in.
    placeholderData: (previous, previousQuery) =>
      JSON.stringify(previousQuery?.queryKey.slice(0, scope.length)) === JSON.stringify(scope)
        ? keepPreviousData(previous)
        : undefined,
    // Stock moves through orders placed elsewhere (the client portal, teammates): read it afresh.
    staleTime: 0,
  });
  const whole = useQuery({
    queryKey: [...scope, 'whole'],
    queryFn: async ({ signal }) => {
      const [products, stock] = await Promise.all([
        apiGetAllPages<Product, ProductsAnswer>(
          (limit, offset) =>
            `${productsPath(providerId)}?limit=${limit}&offset=${offset}&include_metadata=true`,
          (body) => body?.products ?? [],
          { signal },
          1000,
        ),
        apiGet<InventoryAnswer>(`/provider/${providerId}/inventory${asOfParam(asOf, '?')}`, {
          signal,
        }),
      ]);
      return { products, rows: stock?.inventory ?? [] };
    },
    enabled: filtering,
    staleTime: 0,
  });
  const matched = useMemo(
    () => (filtering && whole.data ? filteredPage(whole.data, page, filters) : undefined),
    [filtering, whole.data, page, filters],
  );
  return filtering
    ? { data: matched, isPending: whole.isPending }
    : { data: paged.data, isPending: paged.isPending };
}

/** A product's stock per location, for the Inventory block of Product detail. */
export function useProductStock(providerId: string, productId: string) {
  return useQuery({
    queryKey: [...inventoryQueryKey(providerId), 'product', productId],
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ stock?: ProductStockEntry[] }>(
        `/provider/${providerId}/product/${productId}/stock`,
        { signal },
      );
      return body?.stock ?? [];
    },
    staleTime: 0,
  });
}

/** The change to send for one location: each product with target minus current (spec 4). */
export interface LocationAdjustment {
  locationId: string;
  products: { id: string; quantity: number }[];
}

/**
 * Posts one ADJUST order per location, one after the other (spec 7: one call per location); the
 * first refusal stops the rest. Stock reads and order lists are refreshed either way, since the
 * locations before a failure did change.
 */
export function useAdjustInventory(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (adjustments: LocationAdjustment[]) => {
      for (const { locationId, products } of adjustments) {
        await apiPost<{ order?: { id: string } }>('/order', {
          order: JSON.stringify({
            providerId,
            locationId,
            transaction_type: 'ADJUST',
            products,
          }),
        });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryQueryKey(providerId) }),
        queryClient.invalidateQueries({ queryKey: ordersQueryKey(providerId) }),
      ]),
  });
}
