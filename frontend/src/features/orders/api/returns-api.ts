import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { type Order, type OrderViewer, orderQueryKey, ordersQueryKey } from '../../../api/orders';
import { apiGet, apiPost } from '../../../lib/api-client';
import { invoicesQueryKey } from './invoices-api';
import { shippedUnits } from './shipments-api';

type Schemas = components['schemas'];

/** One return of an order's shipped units: its number (#1001-R1), status, lines and answers. */
export type OrderReturn = Schemas['ReturnResponse'];

/** One line of a return: the product, units, reason and, once received, where they went. */
export type ReturnLine = Schemas['ReturnLineResponse'];

/** The body of POST …/order/{order_id}/returns: units and a reason per product, and a note. */
export type RequestReturnRequest = Schemas['RequestReturnRequest'];

/** The body of POST …/returns/{sequence}/receive: where, and each line restocked or written off. */
export type ReceiveReturnRequest = Schemas['ReceiveReturnRequest'];

/** The credit note a received return gives (kind CREDIT_NOTE, CN-1001). */
export type CreditNote = Schemas['InvoiceResponse'];

/** The permission table's names of the return actions (the order's permission, or stock's). */
export const RECORD_RETURN_ROUTE = 'POST /api/provider/{provider_id}/order/{order_id}/returns';
export const APPROVE_RETURN_ROUTE =
  'POST /api/provider/{provider_id}/order/{order_id}/returns/{sequence}/approve';
export const REFUSE_RETURN_ROUTE =
  'POST /api/provider/{provider_id}/order/{order_id}/returns/{sequence}/refuse';
export const RECEIVE_RETURN_ROUTE =
  'POST /api/provider/{provider_id}/order/{order_id}/returns/{sequence}/receive';
export const CREDIT_NOTE_ROUTE =
  'POST /api/provider/{provider_id}/order/{order_id}/returns/{sequence}/credit-note';

function returnsPath(viewer: OrderViewer, orderId: string): string {
  return viewer.kind === 'provider'
    ? `/provider/${viewer.providerId}/order/${orderId}/returns`
    : `/client/${viewer.clientId}/order/${orderId}/returns`;
}

/** The cached returns of the order, under the order's own key (what refreshes it refreshes them). */
export function returnsQueryKey(viewer: OrderViewer, orderId: string) {
  return [...orderQueryKey(viewer, orderId), 'returns'] as const;
}

/**
 * The order's returns, oldest first, for the provider's members or the order's client (the
 * portal has no token). Only asked for once something has shipped: until then there are none.
 */
export function useReturns(viewer: OrderViewer, order: Order) {
  return useQuery({
    queryKey: returnsQueryKey(viewer, order.id),
    queryFn: async ({ signal }) => {
      const body = await apiGet<Schemas['ReturnListResponse']>(returnsPath(viewer, order.id), {
        signal,
        anonymous: viewer.kind === 'client',
      });
      return body?.returns ?? [];
    },
    enabled: order.transaction_type === 'ORDER' && shippedUnits(order) > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * What a return changes beyond its own list: the order's History (the provider's: its key is the
 * audit feature's, ['provider', id, 'orders', 'history', order id, …]), and after a receipt the
 * invoices (its credit note).
 */
export function useRefreshAfterReturn(viewer: OrderViewer, orderId: string) {
  const queryClient = useQueryClient();
  return (also: { invoices?: boolean } = {}) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: returnsQueryKey(viewer, orderId) }),
      viewer.kind === 'provider'
        ? queryClient.invalidateQueries({
            queryKey: [...ordersQueryKey(viewer.providerId), 'history', orderId],
          })
        : null,
      also.invoices
        ? queryClient.invalidateQueries({ queryKey: invoicesQueryKey(viewer, orderId) })
        : null,
    ]);
}

/**
 * Asks for a return (the client, from the portal) or records one for the client (staff); the
 * returns are read again, refused or not (one asked meanwhile changes what is left).
 */
export function useRequestReturn(viewer: OrderViewer, orderId: string) {
  const refresh = useRefreshAfterReturn(viewer, orderId);
  return useMutation({
    mutationFn: async (request: RequestReturnRequest) => {
      const body = await apiPost<Schemas['OneReturnResponse']>(
        returnsPath(viewer, orderId),
        request,
        { anonymous: viewer.kind === 'client' },
      );
      return body.return;
    },
    onSettled: () => refresh(),
  });
}

/** What staff do with a return: approve it, refuse it (with a reason) or receive it. */
export type ReturnAnswer =
  | { action: 'approve' }
  | { action: 'refuse'; reason: string }
  | { action: 'receive'; receipt: ReceiveReturnRequest };

/**
 * Approves, refuses or receives a return (providers only); the returns are read again, except
 * after a receipt, which its credit note follows (useIssueCreditNote reads them again then, so
 * the return does not show received without its credit note in between).
 */
export function useAnswerReturn(providerId: string, orderId: string) {
  const viewer: OrderViewer = { kind: 'provider', providerId };
  const refresh = useRefreshAfterReturn(viewer, orderId);
  return useMutation({
    mutationFn: async ({ sequence, answer }: { sequence: number; answer: ReturnAnswer }) => {
      const path = `${returnsPath(viewer, orderId)}/${sequence}/${answer.action}`;
      const body = await apiPost<Schemas['OneReturnResponse']>(
        path,
        answer.action === 'refuse'
          ? { reason: answer.reason }
          : answer.action === 'receive'
            ? answer.receipt
            : {},
      );
      return body.return;
    },
    onSettled: (_answer, error, { answer }) =>
      answer.action === 'receive' && !error ? undefined : refresh(),
  });
}

/**
 * Issues the credit note of a received return (providers only); the invoices, where it is
 * listed, are read again, issued or not (one issued meanwhile shows).
 */
export function useIssueCreditNote(providerId: string, orderId: string) {
  const viewer: OrderViewer = { kind: 'provider', providerId };
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterReturn(viewer, orderId);
  return useMutation({
    mutationFn: async (sequence: number) => {
      const body = await apiPost<Schemas['OneInvoiceResponse']>(
        `${returnsPath(viewer, orderId)}/${sequence}/credit-note`,
      );
      return body.invoice as CreditNote;
    },
    // Listed at once, so the return it credits never shows without it while the lists reload.
    onSuccess: (note) =>
      queryClient.setQueryData<CreditNote[]>(invoicesQueryKey(viewer, orderId), (listed) =>
        listed && !listed.some((each) => each.id === note.id) ? [...listed, note] : listed,
      ),
    onSettled: () => refresh({ invoices: true }),
  });
}
