import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inventoryQueryKey } from '../../../api/inventory';
import type { components } from '../../../api/openapi-types';
import { saveBlob } from '../../../components/csv-actions';
import { apiBlob, apiGet, apiPost, apiPut } from '../../../lib/api-client';

type Schemas = components['schemas'];

export type PurchaseOrder = Schemas['PurchaseOrderResponse'];
export type PurchaseOrderStatus = PurchaseOrder['status'];
export type PurchaseOrderStep = PurchaseOrder['history'][number];
export type PurchaseOrderBody = Schemas['DraftPurchaseOrderRequest'];
/** A receipt as POST …/receive takes it. */
export type ReceiptBody = Schemas['ReceivePurchaseOrderRequest'];
/** A receipt the order has had: when the goods came, its lines at their (corrected) unit costs. */
export type PurchaseReceipt = PurchaseOrder['receipts'][number];
/** A receipt's unit costs corrected, as POST …/receipts/{receipt_id}/cost takes them. */
export type CostCorrectionBody = Schemas['CorrectReceiptCostRequest'];
export type SuggestionGroup = Schemas['PurchaseSuggestionGroupResponse'];
export type SuggestionLine = Schemas['PurchaseSuggestionLineResponse'];
export type Supplier = Schemas['SupplierResponse'];
export type SupplierPrice = Schemas['SupplierPriceResponse'];

type OnePurchaseOrder = Schemas['OnePurchaseOrderResponse'];

export const PURCHASE_ORDERS_PAGE_SIZE = 50;

/** Everything the purchase orders' screens read: one key, so a change reads all of it again. */
export function purchaseOrdersQueryKey(providerId: string) {
  return ['provider', providerId, 'purchase-orders'] as const;
}

const path = (providerId: string) => `/provider/${providerId}/purchase-orders`;

export interface PurchaseOrdersFilter {
  status: PurchaseOrderStatus | null;
  supplierId: string | null;
}

export function usePurchaseOrders(providerId: string, filter: PurchaseOrdersFilter, page: number) {
  return useQuery({
    queryKey: [...purchaseOrdersQueryKey(providerId), 'list', filter, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        limit: String(PURCHASE_ORDERS_PAGE_SIZE),
        offset: String(page * PURCHASE_ORDERS_PAGE_SIZE),
      });
      if (filter.status) query.set('status', filter.status);
      if (filter.supplierId) query.set('supplier_id', filter.supplierId);
      return apiGet<Schemas['PurchaseOrdersResponse']>(`${path(providerId)}?${query}`, { signal });
    },
  });
}

export function usePurchaseOrder(providerId: string, purchaseOrderId: string) {
  return useQuery({
    queryKey: [...purchaseOrdersQueryKey(providerId), 'one', purchaseOrderId],
    queryFn: async ({ signal }) =>
      (await apiGet<OnePurchaseOrder>(`${path(providerId)}/${purchaseOrderId}`, { signal }))
        .purchase_order,
  });
}

/** What each action sends; each answers the order as it is after it. */
export type PurchaseOrderAction =
  | { kind: 'create'; body: PurchaseOrderBody }
  | { kind: 'change'; id: string; body: Omit<PurchaseOrderBody, 'supplier_id'> }
  | { kind: 'send'; id: string; body: Schemas['SendPurchaseOrderRequest'] }
  | { kind: 'receive'; id: string; body: ReceiptBody }
  | { kind: 'close'; id: string; body: Schemas['ClosePurchaseOrderRequest'] }
  | { kind: 'correctCost'; id: string; receiptId: string; body: CostCorrectionBody }
  | { kind: 'cancel'; id: string };

function run(providerId: string, action: PurchaseOrderAction): Promise<OnePurchaseOrder> {
  const base = path(providerId);
  switch (action.kind) {
    case 'create':
      return apiPost<OnePurchaseOrder>(base, action.body);
    case 'change':
      return apiPut<OnePurchaseOrder>(`${base}/${action.id}`, action.body);
    case 'cancel':
      return apiPost<OnePurchaseOrder>(`${base}/${action.id}/cancel`, {});
    case 'correctCost':
      return apiPost<OnePurchaseOrder>(
        `${base}/${action.id}/receipts/${action.receiptId}/cost`,
        action.body,
      );
    default:
      return apiPost<OnePurchaseOrder>(`${base}/${action.id}/${action.kind}`, action.body);
  }
}

/**
 * Any change to a purchase order: its answer is cached for its page, and the lists, what is on
 * order, the suggestions, (after a receipt) the stock and (after a receipt or a cost corrected)
 * the stock's value are read again.
 */
export function usePurchaseOrderAction(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: PurchaseOrderAction) =>
      (await run(providerId, action)).purchase_order,
    onSuccess: (order, action) => {
      queryClient.setQueryData([...purchaseOrdersQueryKey(providerId), 'one', order.id], order);
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: purchaseOrdersQueryKey(providerId),
          predicate: (query) => query.queryKey[3] !== 'one',
        }),
        action.kind === 'receive'
          ? Promise.all([
              queryClient.invalidateQueries({ queryKey: inventoryQueryKey(providerId) }),
              queryClient.invalidateQueries({ queryKey: ['provider', providerId, 'low-stock'] }),
            ])
          : null,
        action.kind === 'receive' || action.kind === 'correctCost'
          ? queryClient.invalidateQueries({ queryKey: ['provider', providerId, 'stock-value'] })
          : null,
      ]);
    },
  });
}

/** The order as the supplier receives it, saved as purchase-order-PO-1001.pdf. */
export async function downloadPurchaseOrderPdf(providerId: string, order: PurchaseOrder) {
  const blob = await apiBlob(`${path(providerId)}/${order.id}/purchase-order.pdf`);
  saveBlob(blob, `purchase-order-${order.number}.pdf`);
}

/** The low stocks to buy for, by preferred supplier (of every location). */
export function usePurchaseSuggestions(providerId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...purchaseOrdersQueryKey(providerId), 'suggestions'],
    enabled,
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (
        await apiGet<Schemas['PurchaseSuggestionsResponse']>(`${path(providerId)}/suggestions`, {
          signal,
        })
      ).groups,
  });
}

/** The key a stock's units on order are found by. */
export const stockKey = (locationId: string, productId: string) => `${locationId}:${productId}`;

/** Units on order (sent, still to come) per location and product. */
export function useOnOrder(providerId: string) {
  return useQuery({
    queryKey: [...purchaseOrdersQueryKey(providerId), 'on-order'],
    queryFn: async ({ signal }) => {
      const body = await apiGet<Schemas['OnOrderListResponse']>(`${path(providerId)}/on-order`, {
        signal,
      });
      return body.on_order;
    },
  });
}

/** The most suppliers or prices one read takes (the API's largest page). */
const ALL = 1000;

/** The provider's suppliers by name (archived ones left out), for the pickers and the filter. */
export function useSuppliers(providerId: string) {
  return useQuery({
    queryKey: ['provider', providerId, 'suppliers', 'all'],
    queryFn: async ({ signal }) =>
      (
        await apiGet<Schemas['SuppliersResponse']>(
          `/provider/${providerId}/suppliers?limit=${ALL}`,
          { signal },
        )
      ).suppliers,
  });
}

/** A supplier's prices, by product id: a new line's price is prefilled from it. */
export function useSupplierPrices(providerId: string, supplierId: string | null) {
  return useQuery({
    queryKey: ['provider', providerId, 'suppliers', 'prices', supplierId, 'all'],
    enabled: supplierId !== null,
    queryFn: async ({ signal }) => {
      const body = await apiGet<Schemas['SupplierPricesResponse']>(
        `/provider/${providerId}/suppliers/${supplierId}/prices?limit=${ALL}`,
        { signal },
      );
      return new Map(body.prices.map((price) => [price.product.id, price]));
    },
  });
}
