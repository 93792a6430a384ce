/**
 * The inbox's list call, on its own so the router can start it while the inbox's code is still
 * loading (app/router.tsx): the page's query (orders-api.ts) then finds it under the same key.
 * Kept small: it is part of the first screen's code.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Order, OrderList } from '../../../api/orders';
import { apiGet } from '../../../lib/api-client';
import { takeEarlyRead } from '../../../lib/early-read';
import { getSession } from '../../../lib/session';
import { INBOX_PAGE_SIZE, type InboxView, inboxPath } from './inbox-path';

export { INBOX_PAGE_SIZE, type InboxView };

/** One page of the inbox as cached: its orders and the total over every page. */
export interface InboxPage {
  orders: Order[];
  total: number;
}

/**
 * The cache key of one page of an inbox view. It sits under the provider's orders key, so every
 * order update refreshes it; the live channel writes its changes into it
 * (hooks/use-live-inbox.ts), which reads the page's number last.
 */
export function inboxQueryKey(providerId: string, view: InboxView, page: number) {
  // ordersQueryKey(providerId) of api/orders.ts, spelled out: that module would bring its
  // queries into the first screen's code.
  return ['provider', providerId, 'orders', 'inbox', view, page] as const;
}

/**
 * Reads one page (zero-based) of an inbox view: ORDER type, not cancelled, what waits for staff
 * first (then the rest), newest first in each; the action view, only what waits.
 */
export async function fetchInboxPage(
  providerId: string,
  view: InboxView,
  page: number,
  signal?: AbortSignal,
): Promise<InboxPage> {
  const path = inboxPath(providerId, page, view);
  // The first page may have been asked for as the page started loading; a refused or failed
  // early read is made again here, where a 401 refreshes the session.
  const early = takeEarlyRead<OrderList>(path, getSession()?.access_token);
  const body = (early && (await early)) ?? (await apiGet<OrderList>(path, { signal }));
  return { orders: body?.orders ?? [], total: body?.pagination?.total ?? 0 };
}

/**
 * Opening the inbox reads its first page again (incoming orders; the view of all of them unless
 * told), starting as the route is entered rather than once the page's code has loaded and
 * rendered. A read already under way is shared, not repeated.
 */
export function prefetchInbox(
  queryClient: QueryClient,
  providerId: string,
  view: InboxView = 'all',
): void {
  void queryClient.prefetchQuery({
    queryKey: inboxQueryKey(providerId, view, 0),
    queryFn: ({ signal }) => fetchInboxPage(providerId, view, 0, signal),
    staleTime: 0,
  });
}
