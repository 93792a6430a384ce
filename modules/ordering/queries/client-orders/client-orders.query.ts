import { Query } from '@nestjs/cqrs';
import { ClientOrderListResponse } from '../../responses/order.response.dto';

/**
 * A client's own orders (of each record its key reaches) from the providers it still reaches,
 * newest first, as it sees them.
 */
export class ClientOrders extends Query<ClientOrderListResponse> {
  constructor(
    readonly clientIds: readonly string[],
    readonly reachable: ReadonlySet<string>,
  ) {
    super();
  }
}
