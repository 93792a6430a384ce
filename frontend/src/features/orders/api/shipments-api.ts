import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { type Order, type OrderViewer, orderListsKey, orderQueryKey } from '../../../api/orders';
import { saveBlob } from '../../../components/csv-actions';
import { apiBlob, apiGet, apiPost } from '../../../lib/api-client';

type Schemas = components['schemas'];

/** One shipment of an order: its number (#1001-2), day, carrier, tracking number and lines. */
export type Shipment = Schemas['ShipmentResponse'];

/** The body of POST …/order/{order_id}/shipments: what leaves now (absent: all that remains). */
export type ShipOrderRequest = Schemas['ShipOrderRequest'];

/** The permission table's name of the Ship action (the same permission as Fullfill). */
export const SHIP_ROUTE = 'POST /api/provider/{provider_id}/order/{order_id}/shipments';

function shipmentsPath(viewer: OrderViewer, orderId: string): string {
  return viewer.kind === 'provider'
    ? `/provider/${viewer.providerId}/order/${orderId}/shipments`
    : `/client/${viewer.clientId}/order/${orderId}/shipments`;
}

/** Units of the order shipped so far: each shipment takes at least one, so a new one shows here. */
export function shippedUnits(order: Order): number {
  return order.line_items.reduce((sum, item) => sum + (item.shipped ?? 0), 0);
}

/**
 * The cached shipments of the order, under the order's own key (what refreshes the order
 * refreshes them), as of `shipped` units shipped: a pushed order that shipped more asks again.
 */
export function shipmentsQueryKey(viewer: OrderViewer, orderId: string, shipped: number) {
  return [...orderQueryKey(viewer, orderId), 'shipments', shipped] as const;
}

/**
 * The order's shipments, oldest first, for the provider's members or the order's client (the
 * portal has no token). Only asked for once something has shipped: until then there are none.
 */
export function useShipments(viewer: OrderViewer, order: Order) {
  const shipped = shippedUnits(order);
  return useQuery({
    queryKey: shipmentsQueryKey(viewer, order.id, shipped),
    queryFn: async ({ signal }) => {
      const body = await apiGet<Schemas['ShipmentListResponse']>(shipmentsPath(viewer, order.id), {
        signal,
        anonymous: viewer.kind === 'client',
      });
      return body?.shipments ?? [];
    },
    enabled: order.transaction_type === 'ORDER' && shipped > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * Ships some of the order (providers only); the order, its shipments and the lists it is in are
 * read again, as after Fullfill.
 */
export function useShipOrder(providerId: string, orderId: string) {
  const queryClient = useQueryClient();
  const viewer: OrderViewer = { kind: 'provider', providerId };
  return useMutation({
    mutationFn: async (request: ShipOrderRequest) => {
      const body = await apiPost<Schemas['OneShipmentResponse']>(
        shipmentsPath(viewer, orderId),
        request,
      );
      return body.shipment;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderListsKey(viewer) }),
    // Refused (shipped or cancelled behind this screen's back): the order is read again, so the
    // screen shows what remains now.
    onError: () => queryClient.invalidateQueries({ queryKey: orderQueryKey(viewer, orderId) }),
  });
}

/** The packing slip of a shipment: its path under /api, for the viewer. */
function packingSlipPath(viewer: OrderViewer, orderId: string, sequence: number): string {
  return `${shipmentsPath(viewer, orderId)}/${sequence}/packing-slip.pdf`;
}

/** The packing slip for the provider's members: read with the token, saved as a PDF. */
export async function downloadPackingSlip(providerId: string, shipment: Shipment): Promise<void> {
  const viewer: OrderViewer = { kind: 'provider', providerId };
  const blob = await apiBlob(packingSlipPath(viewer, shipment.order_id, shipment.sequence));
  saveBlob(blob, `packing-slip-${shipment.number.replace(/[^A-Za-z0-9-]+/g, '')}.pdf`);
}

/** The client's packing slip: the portal's link needs no token, a plain link works. */
export function clientPackingSlipUrl(clientId: string, shipment: Shipment): string {
  const viewer: OrderViewer = { kind: 'client', clientId };
  return `/api${packingSlipPath(viewer, shipment.order_id, shipment.sequence)}`;
}
