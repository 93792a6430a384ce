import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { type Order, type OrderViewer, orderListsKey, orderQueryKey } from '../../../api/orders';
import { apiPost } from '../../../lib/api-client';

type Schemas = components['schemas'];

/** An invoice as the server lists it, with what is paid and open on it. */
export type Invoice = Schemas['InvoiceResponse'];

/** The permission table's names of the two actions (both gated as fulfilling an order). */
export const RELEASE_ROUTE = 'POST /api/provider/{provider_id}/order/{order_id}/release';
export const PAYMENT_ROUTE = 'POST /api/provider/{provider_id}/invoices/{invoice_id}/payments';

/**
 * Releases a held order: the order's cache takes the answer at once, and the lists (the inbox,
 * which puts held orders first) are read again.
 */
export function useReleaseOrder(providerId: string, orderId: string) {
  const queryClient = useQueryClient();
  const viewer: OrderViewer = { kind: 'provider', providerId };
  return useMutation({
    mutationFn: async () =>
      (
        await apiPost<Schemas['OneOrderResponse']>(
          `/provider/${providerId}/order/${orderId}/release`,
        )
      ).order as Order,
    onSuccess: async (order) => {
      queryClient.setQueryData(orderQueryKey(viewer, orderId), order);
      await queryClient.invalidateQueries({ queryKey: orderListsKey(viewer) });
    },
  });
}

/**
 * Records a payment against an invoice; the order's invoices are read again (under the order's
 * own key), refused or not.
 */
export function useRecordPayment(providerId: string, orderId: string) {
  const queryClient = useQueryClient();
  const viewer: OrderViewer = { kind: 'provider', providerId };
  return useMutation({
    mutationFn: async ({
      invoiceId,
      amount,
      paidOn,
    }: {
      invoiceId: string;
      amount: string;
      paidOn: string;
    }) =>
      (
        await apiPost<Schemas['OneInvoiceResponse']>(
          `/provider/${providerId}/invoices/${invoiceId}/payments`,
          { amount, paid_on: paidOn },
        )
      ).invoice,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...orderQueryKey(viewer, orderId), 'invoices'] }),
  });
}
