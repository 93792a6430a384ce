import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { StockValuesReadModel } from '../../../inventory';
import { badRequest } from '../../../platform';
import { orderMargin } from '../../domain/order-margin';
import { OrdersReadModel } from '../../projections/orders/orders.read-model';
import { OrderMargin } from './order-margin.query';

@QueryHandler(OrderMargin)
export class OrderMarginHandler implements IQueryHandler<OrderMargin> {
  constructor(
    private readonly orders: OrdersReadModel,
    private readonly values: StockValuesReadModel,
  ) {}

  async execute({ providerId, orderId }: OrderMargin) {
    const [order, costs] = await Promise.all([
      this.orders.get(providerId, orderId),
      this.values.orderCosts(providerId, orderId),
    ]);
    if (order.transaction_type !== 'ORDER')
      throw badRequest('Only an order has a margin: a stock movement sells nothing.');
    return {
      order_id: order.id,
      currency: order.currency,
      ...orderMargin(
        order.line_items.map((line) => ({
          productId: line.product.id,
          productName: line.product.name,
          price: line.price ?? 0,
        })),
        costs.map((cost) => ({ productId: cost.product_id, units: cost.units, cogs: cost.cogs })),
      ),
    };
  }
}
