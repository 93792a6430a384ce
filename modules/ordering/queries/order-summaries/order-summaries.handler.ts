import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { OrderSummaries } from '../../../inventory';
import { OrdersReadModel } from '../../projections/orders/orders.read-model';

/** Answers inventory's question for the lot trace: the orders' numbers, clients and states. */
@QueryHandler(OrderSummaries)
export class OrderSummariesHandler implements IQueryHandler<OrderSummaries> {
  constructor(private readonly orders: OrdersReadModel) {}

  execute({ providerId, orderIds }: OrderSummaries) {
    return this.orders.summariesOf(providerId, orderIds);
  }
}
