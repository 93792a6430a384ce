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
import { INBOX_PAGE_SIZE, inboxPath } from './inbox-path';

export { INBOX_PAGE_SIZE };

/** One page of the inbox as cached: its orders and the total over every page. */
export interface InboxPage {
  orders: Order[];
  total: number;
}

/**
 * The cache key of one inbox page. It sits under the provider's orders key, so every order
 * update refreshes it; the live channel writes its changes into it (hooks/use-live-inbox.ts).
 */
export function inboxQueryKey(providerId: string, page: number) {
  // ordersQueryKey(providerId) of api/orders.ts, spelled out: that module would bring its
  // queries into the first screen's code.
  return ['provider', providerId, 'orders', 'inbox', page] as const;
}

/** Reads one page (zero-based) of the inbox: ORDER type, not cancelled, newest first. */
export async function fetchInboxPage(
  providerId: string,
  page: number,
  signal?: AbortSignal,
): Promise<InboxPage> {
  const path = inboxPath(providerId, page);
  // The first page may have been asked for as the page started loading; a refused or failed
  // early read is made again here, where a 401 refreshes the session.
  const early = takeEarlyRead<OrderList>(path, getSession()?.access_token);
  const body = (early && (await early)) ?? (await apiGet<OrderList>(path, { signal }));
  return { orders: body?.orders ?? [], total: body?.pagination?.total ?? 0 };
}

/**
 * Opening the inbox reads its first page again (incoming orders), starting as the route is
 * entered rather than once the page's code has loaded and rendered. A read already under way
 * is shared, not repeated.
 */
export function prefetchInbox(queryClient: QueryClient, providerId: string): void {
  void queryClient.prefetchQuery({
    queryKey: inboxQueryKey(providerId, 0),
    queryFn: ({ signal }) => fetchInboxPage(providerId, 0, signal),
    staleTime: 0,
  });
}
