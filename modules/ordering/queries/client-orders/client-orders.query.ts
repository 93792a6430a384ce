import { Query } from '@nestjs/cqrs';
import { OrderView } from '../../infrastructure/orders-read-model';

/**
 * A client's own orders (of each record its key reaches) from the providers it still reaches,
 * newest first, as it sees them.
 */
export class ClientOrders extends Query<{ orders: OrderView[] }> {
  constructor(
    readonly clientIds: readonly string[],
    readonly reachable: ReadonlySet<string>,
  ) {
    super();
  }
}
