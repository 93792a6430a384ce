import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type LiveState, readAgain, useLive, writeLive } from '../../../lib/live';
import { type Order, type OrderViewer, orderQueryKey } from '../api/orders-api';

/** A pushed order replaces the viewer's cached copy of it, where one is cached. */
export function writePushedOrder(
  queryClient: QueryClient,
  viewer: OrderViewer,
  order: Order,
): void {
  writeLive<Order | null>(
    queryClient,
    { queryKey: orderQueryKey(viewer, order.id), exact: true },
    () => order,
  );
}

/**
 * The order detail's subscription (spec 2.8, live): status, notes and attachments follow the
 * pushed order, in the provider's room or in the client's own.
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
