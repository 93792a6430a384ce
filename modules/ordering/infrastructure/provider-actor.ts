import { actionRefusal, Member } from '../../identity';
import type { OrderType } from '../../inventory';
import type { Actor } from '../domain/order';

/** The route whose status changes (fulfil, cancel) the permission table gates by order type. */
const CHANGE_ORDER = 'PUT /api/provider/{provider_id}/order/{order_id}';

/** A provider member as the order's deciders see them: refused what the permission table refuses. */
export function providerActor(member: Pick<Member, 'permissionsDenied'>): Actor {
  return {
    kind: 'provider',
    refusal: (orderType: OrderType) =>
      actionRefusal(member, CHANGE_ORDER, { transaction_type: orderType, changes: ['status'] }),
  };
}
