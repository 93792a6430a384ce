import { findMembership, type Session } from '../../lib/session';

/** Spec 6: adjusting stock needs inventory:update, unless it is in the membership's denied list. */
export function canAdjustInventory(
  session: Session | null,
  providerId: string | undefined,
): boolean {
  const membership = findMembership(session, providerId);
  return Boolean(membership) && !membership?.permissions_denied?.includes('inventory:update');
}

/** Spec 5: the refusal shown to a user without inventory:update. */
export const ADJUST_INVENTORY_REFUSAL = "You don't have permission to adjust inventory.";
