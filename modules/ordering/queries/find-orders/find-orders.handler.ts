import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { parseOrderNumber } from '../../domain/order-number';
import { OrdersReadModel } from '../../projections/orders/orders.read-model';
import { FindOrders, FoundOrder } from './find-orders.query';

@QueryHandler(FindOrders)
export class FindOrdersHandler implements IQueryHandler<FindOrders> {
  constructor(private readonly orders: OrdersReadModel) {}

  async execute({ providerId, text, limit }: FindOrders): Promise<FoundOrder[]> {
    const number = parseOrderNumber(text);
    if (!number) return [];
    const { orders } = await this.orders.list(providerId, { number }, { limit, offset: 0 });
    return orders.map((order) => ({
      id: order.id,
      number: order.number,
      transaction_type: order.transaction_type,
      status: order.status,
      client_name: order.client?.name ?? null,
      created_at: order.created_at,
      total: order.totals?.total ?? null,
      currency: order.currency,
    }));
  }
}
