import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { type Order, type OrderViewer, orderQueryKey } from '../../../api/orders';
import { apiGet } from '../../../lib/api-client';
import { shippedUnits } from './shipments-api';

/** An order's revenue, cost of goods and margin on what it shipped, less returns restocked. */
export type OrderMargin = components['schemas']['OrderMarginResponse'];

/**
 * The cached margin of the order, under the order's own key (what refreshes the order refreshes
 * it), as of `shipped` units shipped and `received` returns received: a pushed order that
 * shipped more, or a return received, asks again.
 */
export function marginQueryKey(
  providerId: string,
  orderId: string,
  shipped: number,
  received: number,
) {
  const viewer: OrderViewer = { kind: 'provider', providerId };
  return [...orderQueryKey(viewer, orderId), 'margin', shipped, received] as const;
}

/**
 * The order's margin, for the provider's members only (clients never see cost). Asked for once
 * something has shipped; read afresh on focus, since a cost corrected on a receipt changes it.
 */
export function useOrderMargin(providerId: string, order: Order, received: number) {
  const shipped = shippedUnits(order);
  return useQuery({
    queryKey: marginQueryKey(providerId, order.id, shipped, received),
    queryFn: ({ signal }) =>
      apiGet<OrderMargin>(`/provider/${providerId}/order/${order.id}/margin`, { signal }),
    enabled: order.transaction_type === 'ORDER' && shipped > 0,
    // Another shipment shows the last figures while it loads rather than a blank.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
