import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { forClient, OrdersReadModel } from '../../projections/orders/orders.read-model';
import { ClientOrders } from './client-orders.query';

@QueryHandler(ClientOrders)
export class ClientOrdersHandler implements IQueryHandler<ClientOrders> {
  constructor(private readonly orders: OrdersReadModel) {}

  async execute({ clientIds, reachable }: ClientOrders) {
    const each = await Promise.all(clientIds.map((id) => this.orders.listForClient(id)));
    const orders = each
      .flat()
      .filter((o) => reachable.has(o.provider.id))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
    return { orders: orders.map(forClient) };
  }
}
