/**
 * Orders as several screens read them: the order's shape, the cache keys every order read sits
 * under, and the writer a pushed order goes through. The calls only one screen makes stay in
 * its feature.
 */
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';
import { writeLive } from '../lib/live-cache-writers';
import type { ActionFacts } from '../lib/session';
import type { components } from './openapi-types';

type Schemas = components['schemas'];

/**
 * docs/product.md §3, Attachment. The client's view of an order blanks the storage path and the
 * uploader's id.
 */
export type Attachment = Schemas['AttachmentResponse'];

/** docs/product.md §3: an order (ORDER) or a movement (ADJUST, IN, OUT). */
export type TransactionType = Order['transaction_type'];

export type OrderLineItem = Schemas['OrderLineItemResponse'];

/**
 * What the New movement page offers to record (Inbound, Outbound), as the permission table
 * reads a POST /api/order: a member may open it when they may record either.
 */
export const NEW_MOVEMENTS: readonly ActionFacts[] = [
  { transaction_type: 'IN' },
  { transaction_type: 'OUT' },
];

/** An adjustment of stock (the Stock page's adjust mode), as the permission table reads it. */
export const AN_ADJUSTMENT: ActionFacts = { transaction_type: 'ADJUST' };

/** An order or movement as the server answers it (`GET …/orders`, `…/order/{id}`). */
export type Order = Schemas['OrderResponse'];

/** A page of orders and movements and how many match (`GET …/orders`). */
export type OrderList = Schemas['OrderListResponse'];

/** One order, as its reads and updates answer it. */
export type OneOrder = Schemas['OneOrderResponse'];

/** Every order of a client portal's clients (`GET /client/{client_id}/orders`). */
export type ClientOrderList = Schemas['ClientOrderListResponse'];

/** Newest first, as the server lists orders (then by id): does `a` come before `b`? */
export function listedBefore(a: Order, b: Order): boolean {
  return a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id);
}

export function ordersQueryKey(providerId: string) {
  return ['provider', providerId, 'orders'] as const;
}

/** The client portal's list of the client's own orders. */
export function clientOrdersQueryKey(clientId: string) {
  return ['client', clientId, 'orders'] as const;
}

/**
 * Whose view of an order: a provider member (signed in) or the client of the public link (no
 * token: the client portal is public, docs/product.md §2.2).
 */
export type OrderViewer =
  | { kind: 'provider'; providerId: string }
  | { kind: 'client'; clientId: string };

/** The lists an order shows up in, for the viewer. */
export function orderListsKey(viewer: OrderViewer) {
  return viewer.kind === 'provider'
    ? ordersQueryKey(viewer.providerId)
    : clientOrdersQueryKey(viewer.clientId);
}

/** The cached order: attachment changes refresh it. */
export function orderQueryKey(viewer: OrderViewer, orderId: string) {
  return [...orderListsKey(viewer), 'one', orderId] as const;
}

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

/** Whose recent orders: a product's (product_id) or a client's (client_id). */
export type RecentOrdersFilter = { product_id: string } | { client_id: string };

/**
 * One page (zero-based) of the ORDERs of a product or a client, newest first. `retry` false
 * answers a failure at once.
 */
export function useRecentOrders(
  providerId: string,
  filter: RecentOrdersFilter,
  pageSize: number,
  page: number,
  retry: false | number,
) {
  const [[by, id]] = Object.entries(filter);
  return useQuery({
    queryKey: [...ordersQueryKey(providerId), 'recent', by, id, pageSize, page],
    queryFn: async ({ signal }) => {
      const body = await apiGet<OrderList>(
        `/provider/${providerId}/orders?type=ORDER&${by}=${id}&limit=${pageSize}&offset=${page * pageSize}`,
        { signal },
      );
      return { orders: body?.orders ?? [], total: body?.pagination?.total ?? 0 };
    },
    placeholderData: keepPreviousData,
    retry,
  });
}
