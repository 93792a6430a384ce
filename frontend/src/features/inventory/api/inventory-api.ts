import {
  keepPreviousData,
  partialMatchKey,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type AdjustReason, inventoryQueryKey } from '../../../api/inventory';
import type { components } from '../../../api/openapi-types';
import { ordersQueryKey } from '../../../api/orders';
import { apiGet, apiPost } from '../../../lib/api-client';

/** docs/product.md §3, Inventory row: a product without rows has 0 everywhere. */
export type InventoryRow = components['schemas']['InventoryRowResponse'];

/** docs/product.md §3, Product stock entry: Total is current plus committed. */
export type ProductStockEntry = components['schemas']['ProductStockEntryResponse'];

/** The live grid's pages: the live channel writes pushed figures into them. */
export function inventoryGridKey(providerId: string) {
  return [...inventoryQueryKey(providerId), 'grid'] as const;
}

/** The grid's pages as of a past moment (every moment, without `asOf`): no push touches them. */
export function inventoryAsOfKey(providerId: string, asOf?: string, knownAt?: string) {
  return [
    ...inventoryQueryKey(providerId),
    'as-of',
    ...(asOf ? [asOf] : []),
    ...(knownAt ? [knownAt] : []),
  ] as const;
}

/** The grid shows 50 products a page, as the Products list does (docs/product.md §9). */
export const INVENTORY_PAGE_SIZE = 50;

/** The grid's custom-field filters: SELECT field id to the option wanted. */
export type FieldFilters = Record<string, string>;

/** A product as the paged inventory call names it. */
export type GridProduct = components['schemas']['InventoryProductResponse'];

/** What the grid shows of one page: its products with their stock rows. */
export interface InventoryGridPage {
  /** The page's products, also those with no stock recorded. */
  products: GridProduct[];
  /** The stock rows of those products. */
  rows: InventoryRow[];
  /** How many products match the filters, over every page. */
  total: number;
  /**
   * How many products the provider has at all (none: nothing to track yet); unknown while a
   * filter is set.
   */
  productCount?: number;
}

type GridAnswer = components['schemas']['InventoryResponse'];

/**
 * A page (zero-based) of the Inventory grid, in one call: the page's products (also those with
 * no stock yet, filtered on the server by their custom values), their stock rows and how many
 * products match. With `asOf` (ISO), the figures as they stood then, cached apart from the live
 * grid so that live pushes leave them alone.
 */
export function useInventoryGrid(
  providerId: string,
  page: number,
  filters: FieldFilters,
  asOf?: string,
  knownAt?: string,
) {
  const filtering = Object.keys(filters).length > 0;
  const scope = asOf ? inventoryAsOfKey(providerId, asOf, knownAt) : inventoryGridKey(providerId);
  return useQuery<InventoryGridPage>({
    queryKey: [...scope, 'page', page, filters],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({
        limit: String(INVENTORY_PAGE_SIZE),
        offset: String(page * INVENTORY_PAGE_SIZE),
      });
      if (filtering) query.set('metadata', JSON.stringify(filters));
      if (asOf) query.set('as_of', asOf);
      if (asOf && knownAt) query.set('known_at', knownAt);
      const body = await apiGet<GridAnswer>(`/provider/${providerId}/inventory?${query}`, {
        signal,
      });
      const total = body?.pagination?.total ?? 0;
      return {
        products: body?.products ?? [],
        rows: body?.inventory ?? [],
        total,
        productCount: filtering ? undefined : total,
      };
    },
    // Another page shows the last one while it loads; figures of another moment never stand in.
    placeholderData: (previous, previousQuery) =>
      previousQuery && partialMatchKey(previousQuery.queryKey, scope)
        ? keepPreviousData(previous)
        : undefined,
    // Stock moves through orders placed elsewhere (the client portal, teammates): read it afresh.
    staleTime: 0,
  });
}

/**
 * The read of a product's stock per location; under the inventory key, so a live change reads it
 * again.
 */
function productStockQuery(providerId: string, productId: string) {
  return {
    queryKey: [...inventoryQueryKey(providerId), 'product', productId],
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const body = await apiGet<components['schemas']['ProductStockResponse']>(
        `/provider/${providerId}/product/${productId}/stock`,
        { signal },
      );
      return body?.stock ?? [];
    },
    staleTime: 0,
  };
}

/** A product's stock per location, for the Inventory block of Product detail. */
export function useProductStock(providerId: string, productId: string) {
  return useQuery(productStockQuery(providerId, productId));
}

/** The figures of products read one by one (not on the grid's page), by cell. */
export interface ProductsStock {
  /** Current, committed and in transit by cellKey; a loaded product's missing cell holds 0. */
  figures: Map<string, { current: number; committed: number; inTransit: number }>;
  /** The products whose figures have been read. */
  loaded: ReadonlySet<string>;
}

/**
 * The stock of a few products off the grid's page (adjust mode's search results and the lines
 * being worked on), one read per product.
 */
export function useProductsStock(providerId: string, productIds: readonly string[]): ProductsStock {
  return useQueries({
    queries: productIds.map((productId) => productStockQuery(providerId, productId)),
    combine: (results) => {
      const figures: ProductsStock['figures'] = new Map();
      const loaded = new Set<string>();
      results.forEach((result, index) => {
        if (!result.data) return;
        const productId = productIds[index];
        loaded.add(productId);
        for (const entry of result.data)
          figures.set(`${productId}|${entry.location_id}`, {
            current: entry.current_stock,
            committed: entry.committed_stock,
            inTransit: entry.in_transit_stock,
          });
      });
      return { figures, loaded };
    },
  });
}

/** A product a search finds by its name, SKU or barcode. */
export type FoundProduct = components['schemas']['FoundProductResponse'];

/** How many products adjust mode's search lists at most (the search route's own limit). */
export const FOUND_LIMIT = 20;

/**
 * The read of the products `text` finds (exact SKU or barcode first, then names and SKUs
 * starting with it, then holding it), through the search route the command palette uses.
 */
export function foundProductsQuery(providerId: string, text: string) {
  const q = text.trim().slice(0, 100);
  return {
    queryKey: ['provider', providerId, 'adjust-search', q] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const body = await apiGet<components['schemas']['SearchResponse']>(
        `/provider/${providerId}/search?q=${encodeURIComponent(q)}&limit=${FOUND_LIMIT}`,
        { signal },
      );
      return body?.products ?? [];
    },
    staleTime: 10_000,
  };
}

/** The products `text` finds; nothing is read for a blank text. */
export function useFoundProducts(providerId: string, text: string) {
  return useQuery({
    ...foundProductsQuery(providerId, text),
    enabled: text.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

/**
 * The change to send for one location: each product with target minus current (docs/product.md §4).
 */
export interface LocationAdjustment {
  locationId: string;
  products: { id: string; quantity: number }[];
}

/**
 * Why and when (issue 18): the reason the Adjust screen asks for, its note, and an optional
 * effective time (ISO) earlier than now for a back-dated correction.
 */
export interface AdjustmentTerms {
  reason: AdjustReason;
  reasonNote: string | null;
  effectiveAt: string | null;
}

/**
 * Posts one ADJUST order per location, one after the other (docs/product.md §7: one call per
 * location); the first refusal stops the rest. Stock reads and order lists are refreshed either
 * way, since the locations before a failure did change.
 */
export function useAdjustInventory(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      adjustments,
      terms,
    }: {
      adjustments: LocationAdjustment[];
      terms: AdjustmentTerms;
    }) => {
      for (const { locationId, products } of adjustments) {
        await apiPost<components['schemas']['PlacedOrderResponse']>('/order', {
          order: JSON.stringify({
            providerId,
            locationId,
            transaction_type: 'ADJUST',
            products,
            reason: terms.reason,
            ...(terms.reasonNote ? { reasonNote: terms.reasonNote } : {}),
            ...(terms.effectiveAt ? { effectiveAt: terms.effectiveAt } : {}),
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

/** The CSV export of every cell: as it stands, or as of `asOf` (as known at `knownAt`). */
export function inventoryExportPath(providerId: string, asOf?: string, knownAt?: string): string {
  const query = new URLSearchParams();
  if (asOf) query.set('as_of', asOf);
  if (asOf && knownAt) query.set('known_at', knownAt);
  const text = query.toString();
  return `/provider/${providerId}/inventory/export.csv${text ? `?${text}` : ''}`;
}
