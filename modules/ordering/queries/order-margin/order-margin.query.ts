import { Query } from '@nestjs/cqrs';
import type { OrderMarginResponse } from './order-margin.response.dto';

/** What an order earned over what its goods cost: its margin (issue 35). */
export class OrderMargin extends Query<OrderMarginResponse> {
  constructor(
    readonly providerId: string,
    readonly orderId: string,
  ) {
    super();
  }
}
