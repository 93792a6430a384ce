/**
 * An order's margin as the staff's order page reckons it (issue 35): when the Margin section
 * shows and what it says, and how its margin in percent is written. The figures are the
 * server's (GET …/order/{id}/margin). Pure.
 */
import type { components } from '../../api/openapi-types';
import type { Order, OrderViewer } from '../../api/orders';
import { shippedUnits } from './api/shipments-api';
import { awaitsShipment } from './shipping';

type OrderReturn = components['schemas']['ReturnResponse'];
type OrderMargin = components['schemas']['OrderMarginResponse'];

/**
 * What the Margin section of an order shows: nothing (a movement, the client's portal, an order
 * cancelled before anything left), the sentence that it waits for a shipment, or the figures.
 * Clients never see what their goods cost.
 */
export type MarginStage = 'none' | 'waiting' | 'figures';

export function marginStage(viewer: OrderViewer, order: Order): MarginStage {
  if (viewer.kind !== 'provider' || order.transaction_type !== 'ORDER') return 'none';
  if (shippedUnits(order) > 0) return 'figures';
  return awaitsShipment(order) ? 'waiting' : 'none';
}

/**
 * How many of the order's returns have been received: each one may have put units back in
 * stock, which takes their revenue and cost out of the margin. Unknown (undefined) counts as 0.
 */
export function receivedReturns(returns: readonly OrderReturn[] | undefined): number {
  return (returns ?? []).filter((each) => each.status === 'RECEIVED').length;
}

/** Whether the margin is told per product too: only when the order has more than one line. */
export function marginByProduct(margin: OrderMargin): boolean {
  return margin.lines.length > 1;
}
