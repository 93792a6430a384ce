import { useQueryClient } from '@tanstack/react-query';
import { type Order, ordersQueryKey, writePushedOrder } from '../../../api/orders';
import { readAgain, writeLive } from '../../../lib/live-cache-writers';
import { type LiveState, useLive } from '../../../lib/live-socket-pool';
import type { InboxPage, InboxView } from '../api/orders-api';
import { placed } from '../inbox-view';

/**
 * The inbox's subscription to its provider's changes while it is shown (leaving the page
 * unsubscribes); answers the channel's state, which decides the fallback polling. A pushed
 * order goes into every cached page of both views (inbox-view.ts, placed), the first page of
 * each in place, later ones read again.
 */
export function useLiveInbox(providerId: string): LiveState {
  const queryClient = useQueryClient();
  const inboxPages = [...ordersQueryKey(providerId), 'inbox'];
  return useLive<Order>(
    { provider_id: providerId },
    {
      order: ({ order }) => {
        if (order.provider?.id !== providerId) return;
        writePushedOrder(queryClient, { kind: 'provider', providerId }, order);
        if (order.transaction_type !== 'ORDER') return;
        for (const [key] of queryClient.getQueriesData<InboxPage>({ queryKey: inboxPages })) {
          // inboxQueryKey: …, 'inbox', view, page.
          const view = key.at(-2) as InboxView;
          const first = key.at(-1) === 0;
          writeLive<InboxPage>(queryClient, { queryKey: key, exact: true }, (page) =>
            placed(page, order, view, first),
          );
        }
      },
      onSync: () => readAgain(queryClient, { queryKey: inboxPages }),
    },
  );
}
