import { i18n } from '../i18n';

/**
 * Every stock read of the provider sits under this key: a movement refreshes them all (the
 * grid, a product's stock, its stock history).
 */
export function inventoryQueryKey(providerId: string) {
  return ['provider', providerId, 'inventory'] as const;
}

/**
 * Why stock was adjusted (issue 18): the Adjust screen's reasons, as the API names them, each
 * with its label's key in the catalog (`adjustReasons.<key>`).
 */
const ADJUST_REASON_KEYS = {
  COUNT: 'count',
  DAMAGE: 'damage',
  THEFT: 'theft',
  CORRECTION: 'correction',
  OTHER: 'other',
} as const;

export type AdjustReason = keyof typeof ADJUST_REASON_KEYS;

/** The reasons in the Adjust screen's order. */
export const ADJUST_REASONS = Object.keys(ADJUST_REASON_KEYS) as AdjustReason[];

// Labels are looked up when asked for (during a render), so they follow the language on screen.

/** A reason's label (Count, Damage, ...), null for none; a reason the app does not know, as it is. */
export function reasonLabel(reason: string | null | undefined): string | null {
  if (!reason) return null;
  const key = ADJUST_REASON_KEYS[reason as AdjustReason];
  return key ? i18n.t(`adjustReasons.${key}`) : reason;
}

/** The reasons as a select's options: the API's value, its label. */
export function adjustReasonOptions(): { value: AdjustReason; label: string }[] {
  return ADJUST_REASONS.map((value) => ({ value, label: reasonLabel(value) ?? value }));
}
