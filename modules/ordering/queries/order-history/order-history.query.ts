import { Query } from '@nestjs/cqrs';
import type { OrderHistoryResponse } from '../../../inventory';

/** An order's events in order, with who and when (its History section). */
export class OrderHistory extends Query<OrderHistoryResponse> {
  constructor(
    readonly providerId: string,
    readonly orderId: string,
  ) {
    super();
  }
}
