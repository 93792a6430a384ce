import type { TransactionType } from '../../api/orders';
import { type ActionFacts, mayDo, refusalOf, type Session } from '../../lib/session';

/**
 * Placing an order (docs/product.md §6): POST /api/order of an ORDER, as the permission table gates
 * it.
 */
export const AN_ORDER: ActionFacts = { transaction_type: 'ORDER' };

/** Whether the user is a member of the provider who may place orders. */
export function canPlaceOrders(session: Session | null, providerId: string | undefined): boolean {
  return mayDo(session, providerId, 'POST /api/order', AN_ORDER);
}

/** Why this member may not place orders, in the server's words; null if they may. */
export function placeOrderRefusal(
  session: Session | null,
  providerId: string | undefined,
): string | null {
  return refusalOf(session, providerId, 'POST /api/order', AN_ORDER);
}

/**
 * docs/product.md §6: why Fullfill and Cancel of an order or movement of this type are refused this
 * member (the permission table gates a change of its status by type), in the server's words; null
 * if they are not.
 */
export function orderActionRefusal(
  session: Session | null,
  providerId: string,
  type: TransactionType,
): string | null {
  return refusalOf(session, providerId, 'PUT /api/provider/{provider_id}/order/{order_id}', {
    transaction_type: type,
    changes: ['status'],
  });
}
