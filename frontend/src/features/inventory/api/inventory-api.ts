import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiGetAllPages, apiPost } from '../../../lib/api-client';
import { ordersQueryKey } from '../../orders/api/orders-api';
import { type Product, productsPath, productsQueryKey } from '../../products/api/products-api';

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

export function useInventory(providerId: string) {
  return useQuery({
    queryKey: [...inventoryQueryKey(providerId), 'grid'],
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ inventory?: InventoryRow[] }>(
        `/provider/${providerId}/inventory`,
        { signal },
      );
      return body?.inventory ?? [];
    },
    // Stock moves through orders placed elsewhere (the client portal, teammates): read it afresh.
    staleTime: 0,
  });
}

/** The inventory grid lists every product, also those with no stock recorded (1000 per call). */
export function useInventoryProducts(providerId: string) {
  return useQuery({
    queryKey: [...productsQueryKey(providerId), 'inventory'],
    queryFn: ({ signal }) =>
      apiGetAllPages<Product, { products?: Product[]; pagination?: { total?: number } }>(
        (limit, offset) =>
          `${productsPath(providerId)}?limit=${limit}&offset=${offset}&include_metadata=true`,
        (body) => body?.products ?? [],
        { signal },
        1000,
      ),
  });
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
