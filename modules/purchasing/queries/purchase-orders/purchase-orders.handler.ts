import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PurchaseOrdersReadModel } from '../../projections/purchase-orders/purchase-orders.read-model';
import { ListPurchaseOrders, PurchaseOrderById } from './purchase-orders.query';

@QueryHandler(ListPurchaseOrders)
export class ListPurchaseOrdersHandler implements IQueryHandler<ListPurchaseOrders> {
  constructor(private readonly orders: PurchaseOrdersReadModel) {}

  execute({ providerId, filter, page }: ListPurchaseOrders) {
    return this.orders.list(providerId, filter, page);
  }
}

@QueryHandler(PurchaseOrderById)
export class PurchaseOrderByIdHandler implements IQueryHandler<PurchaseOrderById> {
  constructor(private readonly orders: PurchaseOrdersReadModel) {}

  async execute({ providerId, purchaseOrderId }: PurchaseOrderById) {
    return { purchase_order: await this.orders.one(providerId, purchaseOrderId) };
  }
}
