import { Query } from '@nestjs/cqrs';
import { OrderFilters, OrderView } from '../../infrastructure/orders-read-model';

/** A page of a provider's orders and movements, newest first, and how many match. */
export class ListOrders extends Query<{ orders: OrderView[]; pagination: { total: number } }> {
  constructor(
    readonly providerId: string,
    readonly filters: OrderFilters,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}
