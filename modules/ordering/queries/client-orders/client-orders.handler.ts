import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { forClient, OrdersReadModel } from '../../infrastructure/orders-read-model';
import { ClientOrders } from './client-orders.query';

@QueryHandler(ClientOrders)
export class ClientOrdersHandler implements IQueryHandler<ClientOrders> {
  constructor(private readonly orders: OrdersReadModel) {}

  async execute({ clientId, reachable }: ClientOrders) {
    const orders = await this.orders.listForClient(clientId);
    return { orders: orders.filter((o) => reachable.has(o.provider.id)).map(forClient) };
  }
}
