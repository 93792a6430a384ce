/**
 * Every stock read of the provider sits under this key: a movement refreshes them all (the
 * grid, a product's stock, its stock history).
 */
export function inventoryQueryKey(providerId: string) {
  return ['provider', providerId, 'inventory'] as const;
}
