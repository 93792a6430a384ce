import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type OneOrder,
  type Order,
  type OrderList,
  type OrderViewer,
  orderListsKey,
  orderQueryKey,
  ordersQueryKey,
  type TransactionType,
} from '../../../api/orders';
import { apiGet, apiPut } from '../../../lib/api-client';
import {
  fetchInboxPage,
  INBOX_PAGE_SIZE,
  type InboxPage,
  type InboxView,
  inboxQueryKey,
} from './inbox-query';

export { INBOX_PAGE_SIZE, type InboxPage, type InboxView, inboxQueryKey };

/** docs/product.md §9: the provider's orders list shows 50 per page. */
export const ORDERS_PAGE_SIZE = 50;

/**
 * The query of the Orders list's filters: one type, or none (every order and movement), and the
 * search (a number or a client's name), trimmed.
 */
function filterQuery(type: TransactionType | null, search: string): URLSearchParams {
  const query = new URLSearchParams();
  if (type) query.set('type', type);
  if (search.trim()) query.set('search', search.trim());
  return query;
}

/** The CSV export of what the Orders list shows: the rows of its filters, not only a page. */
export function ordersExportPath(
  providerId: string,
  type: TransactionType | null,
  search = '',
): string {
  const query = filterQuery(type, search).toString();
  return `/provider/${providerId}/orders/export.csv${query ? `?${query}` : ''}`;
}

/**
 * One page (zero-based) of the provider's orders of `type` (null: orders and movements) that
 * `search` finds (all for none), newest first as the server sends them.
 */
export function useOrdersPage(
  providerId: string,
  type: TransactionType | null,
  page: number,
  search = '',
) {
  return useQuery({
    queryKey: [...ordersQueryKey(providerId), 'page', type ?? 'all', search.trim(), page],
    queryFn: async ({ signal }) => {
      const query = filterQuery(type, search);
      query.set('limit', String(ORDERS_PAGE_SIZE));
      query.set('offset', String(page * ORDERS_PAGE_SIZE));
      const body = await apiGet<OrderList>(`/provider/${providerId}/orders?${query}`, {
        signal,
      });
      return { orders: body?.orders ?? [], total: body?.pagination?.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

/** docs/product.md §9: while the live channel is down, the inbox is read again this often. */
export const INBOX_POLL_MS = 30_000;

/**
 * One page (zero-based) of an inbox view: ORDER type, not cancelled, what waits for staff first
 * (the action view: only that), newest first. `poll`: the live channel is down, so the page is
 * read every 30000 ms instead (docs/product.md §4), in the background too. `enabled` false reads
 * nothing (what is cached is answered).
 */
export function useInboxPage(
  providerId: string,
  view: InboxView,
  page: number,
  poll = false,
  enabled = true,
) {
  return useQuery<InboxPage>({
    queryKey: inboxQueryKey(providerId, view, page),
    queryFn: ({ signal }) => fetchInboxPage(providerId, view, page, signal),
    enabled,
    // Another page of the same view keeps the rows shown until it is in; another view does not
    // (its rows and total are not this view's).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[4] === view ? previous : undefined,
    // Incoming orders: opening the inbox always asks again, from the route as it is entered
    // (prefetchInbox in app/router.tsx). What that read brought is not read a second time as
    // the page mounts a moment later; a page seen a while ago is.
    staleTime: 5_000,
    refetchInterval: poll ? INBOX_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
}

/** The body of PUT …/order/{id}: notes, or the fulfil / cancel transitions. */
export interface OrderUpdate {
  notes?: string | null;
  fulfilled?: true;
  cancelled?: true;
}

function orderPath(viewer: OrderViewer, orderId: string): string {
  return viewer.kind === 'provider'
    ? `/provider/${viewer.providerId}/order/${orderId}`
    : `/client/${viewer.clientId}/order/${orderId}`;
}

const asViewer = (viewer: OrderViewer) => ({ anonymous: viewer.kind === 'client' });

/** One order or movement, as the viewer may see it. */
export function useOrder(viewer: OrderViewer, orderId: string) {
  return useQuery({
    queryKey: orderQueryKey(viewer, orderId),
    queryFn: async ({ signal }) => {
      const body = await apiGet<OneOrder>(orderPath(viewer, orderId), {
        signal,
        ...asViewer(viewer),
      });
      return body?.order ?? null;
    },
  });
}

/** A cached list (an array of orders, or a page holding one) with `order` in place of its old self. */
function withOrderReplaced(data: unknown, order: Order): unknown {
  const swap = (orders: Order[]) => orders.map((each) => (each.id === order.id ? order : each));
  if (Array.isArray(data)) return swap(data as Order[]);
  if (data && typeof data === 'object' && Array.isArray((data as { orders?: unknown }).orders))
    return { ...data, orders: swap((data as { orders: Order[] }).orders) };
  return data;
}

/** PUT the update; the answer replaces the cached order and the lists are refreshed. */
export function useUpdateOrder(viewer: OrderViewer, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: OrderUpdate) => {
      const body = await apiPut<OneOrder>(orderPath(viewer, orderId), update, asViewer(viewer));
      return body.order;
    },
    onSuccess: async (order) => {
      queryClient.setQueryData(orderQueryKey(viewer, orderId), order);
      // Lists already fetched show the new status at once, before their refetch answers.
      queryClient.setQueriesData({ queryKey: orderListsKey(viewer) }, (data: unknown) =>
        withOrderReplaced(data, order),
      );
      await queryClient.invalidateQueries({
        queryKey: orderListsKey(viewer),
        predicate: (query) => query.queryKey.at(-1) !== orderId,
      });
    },
    // Refused (docs/product.md §8: no message): the order is read again, so the screen shows what
    // it is now (fulfilled or cancelled behind this screen's back) instead of offering the action
    // again.
    onError: () => queryClient.invalidateQueries({ queryKey: orderQueryKey(viewer, orderId) }),
  });
}
