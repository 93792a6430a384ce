import { Query } from '@nestjs/cqrs';
import type { OneReturnResponse, ReturnListResponse } from '../../responses/return.response.dto';

/** An order's returns, oldest first: the provider's (`providerId`) or the client's own. */
export class OrderReturns extends Query<ReturnListResponse> {
  constructor(
    readonly reader: { providerId: string } | { clientId: string },
    readonly orderId: string,
  ) {
    super();
  }
}

/** One return of a provider's order. */
export class OrderReturn extends Query<OneReturnResponse> {
  constructor(
    readonly providerId: string,
    readonly orderId: string,
    readonly sequence: number,
  ) {
    super();
  }
}
