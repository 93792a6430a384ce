import { Query } from '@nestjs/cqrs';
import type { OrderHistoryEntry } from '../../read/stock-history.types';

/** An order's events in order, with who and when (its History section). */
export class OrderHistory extends Query<{ history: OrderHistoryEntry[] }> {
  constructor(
    readonly providerId: string,
    readonly orderId: string,
  ) {
    super();
  }
}
