import { useQueryClient } from '@tanstack/react-query';
import {
  clientOrdersQueryKey,
  listedBefore,
  type Order,
  writePushedOrder,
} from '../../../api/orders';
import { readAgain, writeLive } from '../../../lib/live-cache-writers';
import { type LiveState, useLive } from '../../../lib/live-socket-pool';
import { clientOrdersListKey } from '../api/client-portal-api';

/** The list with `order` in place of its old self, or inserted where it sorts. */
function withOrder(orders: Order[], order: Order): Order[] {
  if (orders.some((each) => each.id === order.id))
    return orders.map((each) => (each.id === order.id ? order : each));
  const at = orders.findIndex((each) => listedBefore(order, each));
  return at === -1 ? [...orders, order] : [...orders.slice(0, at), order, ...orders.slice(at)];
}

/**
 * The client's orders list follows the client's room while it is shown: an order placed or
 * changed (by the client elsewhere, or by the provider) shows without a reload. `clientId` is
 * the path's, the key of the client's link (not the id the orders carry); the server puts in
 * the room only this client's orders.
 */
export function useLiveClientOrders(clientId: string): LiveState {
  const queryClient = useQueryClient();
  return useLive<Order>(
    { client_id: clientId },
    {
      'client-order': ({ order }) => {
        writePushedOrder(queryClient, { kind: 'client', clientId }, order);
        writeLive<Order[]>(queryClient, { queryKey: clientOrdersListKey(clientId) }, (orders) =>
          withOrder(orders, order),
        );
      },
      onSync: () => readAgain(queryClient, { queryKey: clientOrdersQueryKey(clientId) }),
    },
  );
}
