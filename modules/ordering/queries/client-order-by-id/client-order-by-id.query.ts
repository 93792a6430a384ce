import { Query } from '@nestjs/cqrs';
import { OrderView } from '../../infrastructure/orders-read-model';

/** One of the client's own orders, as it sees it; not found for any other. */
export class ClientOrderById extends Query<{ order: OrderView }> {
  constructor(
    readonly clientId: string,
    readonly orderId: string,
  ) {
    super();
  }
}
