import { useQueryClient } from '@tanstack/react-query';
import { type Order, type OrderViewer, orderQueryKey, writePushedOrder } from '../../../api/orders';
import { readAgain } from '../../../lib/live-cache-writers';
import { type LiveState, useLive } from '../../../lib/live-socket-pool';
import { invoicesQueryKey } from '../api/invoices-api';
import { returnsQueryKey } from '../api/returns-api';

/**
 * The order detail's subscription (docs/product.md §2.8, live): status, notes and attachments
 * follow the pushed order, in the provider's room or in the client's own. A push of this order
 * also means a step of its Activity may have been recorded (a shipment, an invoice or credit
 * note, a return asked, answered or received: the server pushes the order after each, even when
 * its row is unchanged), so its invoices and returns are read again; its shipments follow the
 * units shipped (shipmentsQueryKey).
 */
export function useLiveOrder(viewer: OrderViewer, orderId: string, enabled = true): LiveState {
  const queryClient = useQueryClient();
  const pushed = ({ order }: { order: Order }) => {
    if (order.id !== orderId) return;
    writePushedOrder(queryClient, viewer, order);
    readAgain(queryClient, { queryKey: invoicesQueryKey(viewer, orderId) });
    readAgain(queryClient, { queryKey: returnsQueryKey(viewer, orderId) });
  };
  const topic = !enabled
    ? null
    : viewer.kind === 'provider'
      ? { provider_id: viewer.providerId }
      : { client_id: viewer.clientId };
  return useLive<Order>(topic, {
    order: viewer.kind === 'provider' ? pushed : undefined,
    'client-order': viewer.kind === 'client' ? pushed : undefined,
    // Back after a gap: the order and every section under its key (shipments, invoices,
    // returns) may have missed a push.
    onSync: () => readAgain(queryClient, { queryKey: orderQueryKey(viewer, orderId) }),
  });
}
