import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import type { ProviderLink } from '../../../api/client-providers';
import { type OneOrder, type Order, orderQueryKey } from '../../../api/orders';
import { apiGet } from '../../../lib/api-client';

/**
 * The provider a portal page is about, for the header: the only one the client orders from;
 * with several, the one chosen on New order (`?provider=`), or the provider of the order shown.
 * Null when the page is about all of them (the Orders list) or none is chosen yet.
 */
export function usePortalScope(clientId: string, links: readonly ProviderLink[]) {
  const { orderId } = useParams();
  const [params] = useSearchParams();
  // The order page's own read, under its key (one request for both). Its read function too: an
  // observer of the key without one would leave the live channel's read-again nothing to call.
  const order = useQuery<Order | null>({
    queryKey: orderQueryKey({ kind: 'client', clientId }, orderId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiGet<OneOrder>(`/client/${clientId}/order/${orderId}`, {
          signal,
          anonymous: true,
        })
      )?.order ?? null,
    enabled: Boolean(orderId),
  });
  const active = links.filter((link) => link.active);
  if (active.length === 1) return active[0];
  const providerId = orderId ? order.data?.provider?.id : params.get('provider');
  return active.find((link) => link.provider.id === providerId) ?? null;
}
