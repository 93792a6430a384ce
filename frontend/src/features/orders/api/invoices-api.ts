import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { type Order, type OrderViewer, orderQueryKey } from '../../../api/orders';
import { useProviderSettings } from '../../../api/provider-settings';
import { saveBlob } from '../../../components/csv-actions';
import { apiBlob, apiGet, apiPost } from '../../../lib/api-client';

type Schemas = components['schemas'];

/** An invoice as the server lists it: its number (INV-1001), days, currency and totals. */
export type Invoice = Schemas['InvoiceResponse'];

/** The permission table's name of Issue invoice (the same permission as Ship and Fullfill). */
export const INVOICE_ROUTE = 'POST /api/provider/{provider_id}/order/{order_id}/invoices';

function invoicesPath(viewer: OrderViewer, orderId: string): string {
  return viewer.kind === 'provider'
    ? `/provider/${viewer.providerId}/order/${orderId}/invoices`
    : `/client/${viewer.clientId}/order/${orderId}/invoices`;
}

/** The cached invoices of the order, under the order's own key (what refreshes it refreshes them). */
export function invoicesQueryKey(viewer: OrderViewer, orderId: string) {
  return [...orderQueryKey(viewer, orderId), 'invoices'] as const;
}

/** The order's invoices, oldest first, for the provider's members or the order's client. */
export function useInvoices(viewer: OrderViewer, order: Order) {
  return useQuery({
    queryKey: invoicesQueryKey(viewer, order.id),
    queryFn: async ({ signal }) => {
      const body = await apiGet<Schemas['InvoiceListResponse']>(invoicesPath(viewer, order.id), {
        signal,
        anonymous: viewer.kind === 'client',
      });
      return body?.invoices ?? [];
    },
    enabled: order.transaction_type === 'ORDER',
  });
}

/**
 * What the order screen needs of the business settings: whether invoices go per order or per
 * shipment, and the locale amounts are written in. The one read of them
 * (api/provider-settings.ts), so a save on the settings screen shows here at once. Members only:
 * nothing is read for the client portal.
 */
export const useOrderSettings = useProviderSettings;

/**
 * Issues an invoice of the whole order (`shipment` absent) or of one shipment (its sequence);
 * the order's invoices are read again, refused or not (one issued meanwhile shows).
 */
export function useIssueInvoice(providerId: string, orderId: string) {
  const queryClient = useQueryClient();
  const viewer: OrderViewer = { kind: 'provider', providerId };
  return useMutation({
    mutationFn: async (shipment: number | null) => {
      const body = await apiPost<Schemas['OneInvoiceResponse']>(
        invoicesPath(viewer, orderId),
        shipment === null ? {} : { shipment },
      );
      return body.invoice;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoicesQueryKey(viewer, orderId) }),
  });
}

/** The invoice's PDF for the provider's members: read with the token, saved as INV-1001.pdf. */
export async function downloadInvoicePdf(providerId: string, invoice: Invoice): Promise<void> {
  const blob = await apiBlob(`/provider/${providerId}/invoices/${invoice.id}/pdf`);
  saveBlob(blob, `${invoice.number}.pdf`);
}

/** The client's copy of the invoice's PDF: the portal's link needs no token, a plain link works. */
export function clientInvoicePdfUrl(clientId: string, invoiceId: string): string {
  return `/api/client/${clientId}/invoices/${invoiceId}/pdf`;
}
