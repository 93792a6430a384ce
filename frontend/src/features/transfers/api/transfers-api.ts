import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inventoryQueryKey } from '../../../api/inventory';
import type { components } from '../../../api/openapi-types';
import { apiGet, apiPost } from '../../../lib/api-client';
import type { TransfersKey } from '../messages';

type Schemas = components['schemas'];

export type TransferView = Schemas['TransferResponse'];
export type TransferStatusName = TransferView['status'];
/** What a transfer's read and its changes answer. */
type OneTransfer = Schemas['OneTransferResponse'];

/** Each status's name, as a message key (the screen says it in the reader's language). */
export const TRANSFER_STATUS_LABELS: Record<TransferStatusName, TransfersKey> = {
  CREATED: 'status.created',
  IN_TRANSIT: 'status.inTransit',
  PARTIALLY_RECEIVED: 'status.partiallyReceived',
  RECEIVED: 'status.received',
  CANCELLED: 'status.cancelled',
};

export function transfersQueryKey(providerId: string) {
  return ['provider', providerId, 'transfers'] as const;
}

export const TRANSFERS_PAGE_SIZE = 50;

export function useTransfers(providerId: string, status: TransferStatusName[], page: number) {
  return useQuery({
    queryKey: [...transfersQueryKey(providerId), 'list', status.join(','), page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        limit: String(TRANSFERS_PAGE_SIZE),
        offset: String(page * TRANSFERS_PAGE_SIZE),
      });
      if (status.length > 0) query.set('status', status.join(','));
      return apiGet<Schemas['TransferListResponse']>(`/provider/${providerId}/transfers?${query}`, {
        signal,
      });
    },
  });
}

export function useTransfer(providerId: string, transferId: string) {
  return useQuery({
    queryKey: [...transfersQueryKey(providerId), transferId],
    queryFn: async ({ signal }) =>
      (await apiGet<OneTransfer>(`/provider/${providerId}/transfers/${transferId}`, { signal }))
        .transfer,
  });
}

export interface NewTransfer {
  from_location_id: string;
  to_location_id: string;
  products: { product_id: string; quantity: number }[];
  notes: string | null;
}

export interface Receipt {
  products?: { product_id: string; quantity: number }[];
  write_off_reason?: string;
  write_off_note?: string;
}

/** Create, ship, receive or cancel: each answers the transfer, cached for its detail. */
export function useTransferAction(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      action:
        | { kind: 'create'; body: NewTransfer }
        | { kind: 'ship' | 'cancel'; transferId: string }
        | { kind: 'receive'; transferId: string; body: Receipt },
    ) => {
      const base = `/provider/${providerId}/transfers`;
      const answer =
        action.kind === 'create'
          ? await apiPost<OneTransfer>(base, action.body)
          : await apiPost<OneTransfer>(
              `${base}/${action.transferId}/${action.kind}`,
              action.kind === 'receive' ? action.body : {},
            );
      return answer.transfer;
    },
    onSuccess: (transfer) => {
      queryClient.setQueryData([...transfersQueryKey(providerId), transfer.id], transfer);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...transfersQueryKey(providerId), 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['provider', providerId, 'inventory'] }),
      ]);
    },
  });
}

/**
 * What a location holds now (current stock, per product): a new transfer's lines say how much
 * their source has. Under the inventory key, so a movement anywhere reads it again.
 */
export function useStockAt(providerId: string, locationId: string | null) {
  return useQuery({
    queryKey: [...inventoryQueryKey(providerId), 'at', locationId],
    enabled: locationId !== null,
    queryFn: async ({ signal }) => {
      const body = await apiGet<Schemas['StockAtLocationResponse']>(
        `/provider/${providerId}/stock?location_id=${encodeURIComponent(locationId!)}`,
        { signal },
      );
      return new Map((body?.stock ?? []).map((entry) => [entry.product_id, entry.current_stock]));
    },
    staleTime: 0,
  });
}
