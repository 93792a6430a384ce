import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { forClient, OrdersReadModel } from '../../projections/orders/orders.read-model';
import { ClientOrderById } from './client-order-by-id.query';

@QueryHandler(ClientOrderById)
export class ClientOrderByIdHandler implements IQueryHandler<ClientOrderById> {
  constructor(private readonly orders: OrdersReadModel) {}

  async execute({ clientId, orderId }: ClientOrderById) {
    return { order: forClient(await this.orders.getForClient(clientId, orderId)) };
  }
}
