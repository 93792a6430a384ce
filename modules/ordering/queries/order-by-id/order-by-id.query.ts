import { Query } from '@nestjs/cqrs';
import { OneOrderResponse } from '../../responses/order.response.dto';

/** A provider's order as it stands, or with `asOf` as it stood then. */
export class OrderById extends Query<OneOrderResponse> {
  constructor(
    readonly providerId: string,
    readonly orderId: string,
    readonly asOf?: Date,
  ) {
    super();
  }
}
