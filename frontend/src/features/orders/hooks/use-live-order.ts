import { useQueryClient } from '@tanstack/react-query';
import { type Order, type OrderViewer, orderQueryKey, writePushedOrder } from '../../../api/orders';
import { readAgain } from '../../../lib/live-cache-writers';
import { type LiveState, useLive } from '../../../lib/live-socket-pool';

/**
 * The order detail's subscription (docs/product.md §2.8, live): status, notes and attachments
 * follow the pushed order, in the provider's room or in the client's own.
 */
export function useLiveOrder(viewer: OrderViewer, orderId: string, enabled = true): LiveState {
  const queryClient = useQueryClient();
  const pushed = ({ order }: { order: Order }) => {
    if (order.id === orderId) writePushedOrder(queryClient, viewer, order);
  };
  const topic = !enabled
    ? null
    : viewer.kind === 'provider'
      ? { provider_id: viewer.providerId }
      : { client_id: viewer.clientId };
  return useLive<Order>(topic, {
    order: viewer.kind === 'provider' ? pushed : undefined,
    'client-order': viewer.kind === 'client' ? pushed : undefined,
    onSync: () => readAgain(queryClient, { queryKey: orderQueryKey(viewer, orderId), exact: true }),
  });
}
