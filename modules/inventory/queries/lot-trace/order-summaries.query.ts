import { Query } from '@nestjs/cqrs';

/** What the lot trace shows of an order or a movement that took from a lot. */
export interface OrderSummary {
  orderId: string;
  /** Its number as people read it: #1001, SO-1002 (the order's own prefix), MV-1001. */
  number: string;
  clientId: string | null;
  cancelled: boolean;
  fulfilled: boolean;
}

/**
 * A provider's orders and movements by id, as the lot trace names them (ids that are none of
 * the provider's are left out). Inventory asks this and does not answer it: ordering, which
 * numbers the orders and keeps their state, does. So the trace shows an order's number and
 * status without inventory importing ordering or reading its tables (see
 * docs/decisions/order-numbers-in-commit-order.md).
 */
export class OrderSummaries extends Query<OrderSummary[]> {
  constructor(
    readonly providerId: string,
    readonly orderIds: readonly string[],
  ) {
    super();
  }
}
