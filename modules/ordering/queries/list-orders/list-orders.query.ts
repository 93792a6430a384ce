import { Query } from '@nestjs/cqrs';
import { OrderFilters } from '../../projections/orders/orders.read-model';
import { OrderListResponse } from '../../responses/order.response.dto';

/** A page of a provider's orders and movements, newest first, and how many match. */
export class ListOrders extends Query<OrderListResponse> {
  constructor(
    readonly providerId: string,
    readonly filters: OrderFilters,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}
