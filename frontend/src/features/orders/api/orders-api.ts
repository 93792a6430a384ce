import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Spec section 3: an order (ORDER) or a movement (ADJUST, IN, OUT). */
export type TransactionType = 'ORDER' | 'ADJUST' | 'IN' | 'OUT';

export interface OrderLineItem {
  id: string;
  product: { id: string; name: string; photo: string | null };
  quantity: number;
  price: number | null;
}

export interface Order {
  id: string;
  /** ISO timestamp. */
  created_at: string;
  transaction_type: TransactionType;
  cancelled: boolean;
  fulfilled: boolean;
  notes: string | null;
  client: { id: string; name: string; email: string; address: string | null } | null;
  location: { id: string; name: string } | null;
  provider: { id: string; name: string; email: string } | null;
  line_items: OrderLineItem[];
  attachments: unknown[];
}

/** Spec section 9: the provider's orders list shows 50 per page. */
export const ORDERS_PAGE_SIZE = 50;

interface OrdersPage {
  orders?: Order[];
  pagination?: { total?: number };
}

export function ordersQueryKey(providerId: string) {
  return ['provider', providerId, 'orders'] as const;
}

/** One page (zero-based) of the provider's orders, newest first as the server sends them. */
export function useOrdersPage(providerId: string, page: number) {
  return useQuery({
    queryKey: [...ordersQueryKey(providerId), 'page', page],
    queryFn: async ({ signal }) => {
      const offset = page * ORDERS_PAGE_SIZE;
      const body = await apiGet<OrdersPage>(
        `/provider/${providerId}/orders?limit=${ORDERS_PAGE_SIZE}&offset=${offset}`,
        { signal },
      );
      return { orders: body?.orders ?? [], total: body?.pagination?.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
