import { useQueries } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiGet } from '../../../lib/api-client';

/** The client's open invoices at one provider, with its balance and limit. */
export type PortalInvoices = components['schemas']['ClientInvoicesResponse'];
export type PortalInvoice = PortalInvoices['invoices'][number];

/** Where the portal opens an invoice's PDF: the link's key needs no token, a plain link works. */
export function portalInvoicePdfUrl(clientId: string, invoiceId: string): string {
  return `/api/client/${clientId}/invoices/${invoiceId}/pdf`;
}

/** The open invoices at each provider the link reaches (one read per provider). */
export function usePortalInvoices(clientId: string, providerIds: readonly string[]) {
  return useQueries({
    queries: providerIds.map((providerId) => ({
      queryKey: ['client', clientId, 'invoices', providerId],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiGet<PortalInvoices>(
          `/client/${clientId}/invoices?provider_id=${encodeURIComponent(providerId)}`,
          { signal, anonymous: true },
        ),
    })),
  });
}
