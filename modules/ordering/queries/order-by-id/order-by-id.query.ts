import { Query } from '@nestjs/cqrs';
import { OrderView } from '../../infrastructure/orders-read-model';

/** A provider's order as it stands, or with `asOf` as it stood then. */
export class OrderById extends Query<{ order: OrderView }> {
  constructor(
    readonly providerId: string,
    readonly orderId: string,
    readonly asOf?: Date,
  ) {
    super();
  }
}
