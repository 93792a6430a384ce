import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { ordersQueryKey } from '../../../api/orders';
import { apiGet } from '../../../lib/api-client';

/** One event of an order's life, as its History section lists it. */
export type OrderHistoryEntry = components['schemas']['OrderHistoryEntryResponse'];

/** The events of an order's life, as GET …/order/{id}/history names them. */
export type OrderEventType = OrderHistoryEntry['type'];

/**
 * An order's events. `version` stands for the order as last read (its status, notes and
 * attachments): when the order changes, here or pushed live, the history is read again.
 */
export function useOrderHistory(providerId: string, orderId: string, version: string) {
  return useQuery({
    queryKey: [...ordersQueryKey(providerId), 'history', orderId, version],
    queryFn: async ({ signal }) => {
      const body = await apiGet<components['schemas']['OrderHistoryResponse']>(
        `/provider/${providerId}/order/${orderId}/history`,
        { signal },
      );
      return body?.history ?? [];
    },
    placeholderData: keepPreviousData,
  });
}
