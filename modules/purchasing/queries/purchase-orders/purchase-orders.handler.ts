import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PurchaseOrderDocuments } from '../../infrastructure/purchase-order-document';
import { PurchaseOrdersReadModel } from '../../projections/purchase-orders/purchase-orders.read-model';
import { ListPurchaseOrders, PurchaseOrderById, PurchaseOrderPdf } from './purchase-orders.query';

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

@QueryHandler(PurchaseOrderPdf)
export class PurchaseOrderPdfHandler implements IQueryHandler<PurchaseOrderPdf> {
  constructor(private readonly documents: PurchaseOrderDocuments) {}

  async execute({ providerId, purchaseOrderId }: PurchaseOrderPdf) {
    const { pdf, filename } = await this.documents.pdf(providerId, purchaseOrderId);
    return { pdf, filename };
  }
}
