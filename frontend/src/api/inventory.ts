/**
 * Every stock read of the provider sits under this key: a movement refreshes them all (the
 * grid, a product's stock, its stock history).
 */
export function inventoryQueryKey(providerId: string) {
  return ['provider', providerId, 'inventory'] as const;
}

/** Why stock was adjusted (issue 18): the Adjust screen's reasons, as the API names them. */
export const ADJUST_REASONS = [
  { value: 'COUNT', label: 'Count' },
  { value: 'DAMAGE', label: 'Damage' },
  { value: 'THEFT', label: 'Theft' },
  { value: 'CORRECTION', label: 'Correction' },
  { value: 'OTHER', label: 'Other' },
] as const;

export type AdjustReason = (typeof ADJUST_REASONS)[number]['value'];

/** A reason's label (Count, Damage, ...), null for none. */
export function reasonLabel(reason: string | null | undefined): string | null {
  if (!reason) return null;
  return ADJUST_REASONS.find((option) => option.value === reason)?.label ?? reason;
}
