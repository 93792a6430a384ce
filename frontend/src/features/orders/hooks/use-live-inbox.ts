import { useQueryClient } from '@tanstack/react-query';
import { listedBefore, type Order, ordersQueryKey, writePushedOrder } from '../../../api/orders';
import { readAgain, writeLive } from '../../../lib/live-cache-writers';
import { type LiveState, useLive } from '../../../lib/live-socket-pool';
import { INBOX_PAGE_SIZE, type InboxPage } from '../api/orders-api';

/** docs/product.md §2.7: the inbox lists the provider's ORDERs that are not cancelled. */
function belongs(order: Order): boolean {
  return order.transaction_type === 'ORDER' && !order.cancelled;
}

/** Does `order` sort after every row of the page? */
function olderThanPage(page: InboxPage, order: Order): boolean {
  const last = page.orders.at(-1);
  return !!last && listedBefore(last, order);
}

/**
 * docs/product.md §4, Inbox live behaviour, on the first page: an order that belongs is shown at
 * the top (inserted, or moved there when it was listed); one listed that no longer belongs is
 * removed; the total follows; the page keeps at most 100 rows. An order the page cannot place
 * (older than a full page's last row: it sits on a later page, and may or may not have been
 * counted) has the page read again, as have later pages on any change, since every change shifts
 * them.
 */
function placed(page: InboxPage, order: Order, first: boolean) {
  const listed = page.orders.some((each) => each.id === order.id);
  const others = page.orders.filter((each) => each.id !== order.id);
  const partial = page.total > page.orders.length;
  if (!first || (!listed && partial && olderThanPage(page, order))) return undefined;
  if (!belongs(order))
    return listed ? { orders: others, total: Math.max(0, page.total - 1) } : page;
  return {
    orders: [order, ...others].slice(0, INBOX_PAGE_SIZE),
    total: listed ? page.total : page.total + 1,
  };
}

/**
 * The inbox's subscription to its provider's changes while it is shown (leaving the page
 * unsubscribes); answers the channel's state, which decides the fallback polling.
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
          const first = key.at(-1) === 0;
          writeLive<InboxPage>(queryClient, { queryKey: key, exact: true }, (page) =>
            placed(page, order, first),
          );
        }
      },
      onSync: () => readAgain(queryClient, { queryKey: inboxPages }),
    },
  );
}
