import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InvoicesReadModel, invoiceView } from '../../projections/invoices/invoices.read-model';
import { InvoiceById, OrderInvoices } from './order-invoices.query';

@QueryHandler(OrderInvoices)
export class OrderInvoicesHandler implements IQueryHandler<OrderInvoices> {
  constructor(private readonly invoices: InvoicesReadModel) {}

  async execute({ reader, orderId }: OrderInvoices) {
    const records = await this.invoices.ofOrder(reader, orderId);
    return { invoices: records.map(invoiceView) };
  }
}

@QueryHandler(InvoiceById)
export class InvoiceByIdHandler implements IQueryHandler<InvoiceById> {
  constructor(private readonly invoices: InvoicesReadModel) {}

  async execute({ reader, invoiceId }: InvoiceById) {
    const record = await this.invoices.one(reader, invoiceId);
    return { invoice: invoiceView(record) };
  }
}
