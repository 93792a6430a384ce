/** Every stock value read of a provider sits under this key. */
export function stockValueQueryKey(providerId: string) {
  return ['provider', providerId, 'stock-value'] as const;
}
