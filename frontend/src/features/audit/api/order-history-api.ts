import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { ordersQueryKey } from '../../orders/api/orders-api';
import type { Actor } from '../format';

/** The events of an order's life, as GET …/order/{id}/history names them. */
export type OrderEventType =
  | 'OrderPlaced'
  | 'OrderNotesChanged'
  | 'OrderFulfilled'
  | 'OrderCancelled'
  | 'AttachmentAdded'
  | 'AttachmentRemoved';

/** One event of an order, oldest first, with who and when. */
export interface OrderHistoryEntry {
  type: OrderEventType;
  /** ISO time. */
  at: string;
  /** Global position in the event store: unique within the order. */
  position: string;
  actor: Actor;
  /** What changed: notes set, file added (file_name) or removed, lines placed. */
  detail: Record<string, unknown>;
}

/**
 * An order's events. `version` stands for the order as last read (its status, notes and
 * attachments): when the order changes, here or pushed live, the history is read again.
 */
export function useOrderHistory(providerId: string, orderId: string, version: string) {
  return useQuery({
    queryKey: [...ordersQueryKey(providerId), 'history', orderId, version],
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ history?: OrderHistoryEntry[] }>(
        `/provider/${providerId}/order/${orderId}/history`,
        { signal },
      );
      return body?.history ?? [];
    },
    placeholderData: keepPreviousData,
  });
}
