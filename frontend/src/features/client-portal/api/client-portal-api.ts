import { useQuery } from '@tanstack/react-query';
import { type ClientOrderList, clientOrdersQueryKey } from '../../../api/orders';
import { apiGet } from '../../../lib/api-client';

/** The cached list of the client's own orders. */
export function clientOrdersListKey(clientId: string) {
  return [...clientOrdersQueryKey(clientId), 'list'] as const;
}

/**
 * The client's own orders, newest first. The portal is public (docs/product.md §2.2): no token is
 * sent, the link's key (the `{client_id}` of its path) says whose.
 */
export function useClientOrders(clientId: string) {
  return useQuery({
    queryKey: clientOrdersListKey(clientId),
    queryFn: async ({ signal }) => {
      const body = await apiGet<ClientOrderList>(`/client/${clientId}/orders`, {
        signal,
        anonymous: true,
      });
      return body?.orders ?? [];
    },
    staleTime: 0,
  });
}
