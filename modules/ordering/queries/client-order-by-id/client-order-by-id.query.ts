import { Query } from '@nestjs/cqrs';
import { OneOrderResponse } from '../../responses/order.response.dto';

/** One of the client's own orders, as it sees it; not found for any other. */
export class ClientOrderById extends Query<OneOrderResponse> {
  constructor(
    readonly clientId: string,
    readonly orderId: string,
  ) {
    super();
  }
}
