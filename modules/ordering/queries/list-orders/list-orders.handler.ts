import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { OrdersReadModel } from '../../projections/orders/orders.read-model';
import { ListOrders } from './list-orders.query';

@QueryHandler(ListOrders)
export class ListOrdersHandler implements IQueryHandler<ListOrders> {
  constructor(private readonly orders: OrdersReadModel) {}

  async execute({ providerId, filters, page }: ListOrders) {
    const { orders, total } = await this.orders.list(providerId, filters, page);
    return { orders, pagination: { total } };
  }
}
