import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReturnsReadModel } from '../../projections/returns/returns.read-model';
import { OrderReturn, OrderReturns } from './order-returns.query';

@QueryHandler(OrderReturns)
export class OrderReturnsHandler implements IQueryHandler<OrderReturns> {
  constructor(private readonly returns: ReturnsReadModel) {}

  async execute({ reader, orderId }: OrderReturns) {
    return {
      returns:
        'providerId' in reader
          ? await this.returns.ofOrder(reader.providerId, orderId)
          : await this.returns.ofClientOrder(reader.clientId, orderId),
    };
  }
}

@QueryHandler(OrderReturn)
export class OrderReturnHandler implements IQueryHandler<OrderReturn> {
  constructor(private readonly returns: ReturnsReadModel) {}

  async execute({ providerId, orderId, sequence }: OrderReturn) {
    return { return: await this.returns.one(providerId, orderId, sequence) };
  }
}
