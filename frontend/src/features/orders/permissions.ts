import type { TransactionType } from '../../api/orders';
import { mayDo, type Permission, refusalOf, type Session } from '../../lib/session';

/** Spec 6: placing orders needs orders:create, unless it is in the membership's denied list. */
export function canPlaceOrders(session: Session | null, providerId: string | undefined): boolean {
  return mayDo(session, providerId, 'orders:create');
}

/** Spec 5 and 6: the refusal shown to a user without orders:create. */
export const PLACE_ORDERS_REFUSAL = "You don't have permission to place orders.";

/**
 * Spec 6: in the order detail, Fullfill and Cancel need orders:create for an ORDER and
 * inventory:update for a movement (ADJUST, IN, OUT).
 */
function permissionFor(type: TransactionType): Permission {
  return type === 'ORDER' ? 'orders:create' : 'inventory:update';
}

/** Why Fullfill and Cancel are refused this member, in the server's words; null if they are not. */
export function orderActionRefusal(
  session: Session | null,
  providerId: string,
  type: TransactionType,
): string | null {
  return refusalOf(session, providerId, permissionFor(type));
}
