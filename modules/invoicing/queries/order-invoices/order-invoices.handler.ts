import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InvoicesReadModel, invoiceView } from '../../projections/invoices/invoices.read-model';
import { InvoiceById, OrderInvoices } from './order-invoices.query';

@QueryHandler(OrderInvoices)
export class OrderInvoicesHandler implements IQueryHandler<OrderInvoices> {
  constructor(private readonly invoices: InvoicesReadModel) {}

  async execute({ reader, orderId }: OrderInvoices) {
    const rows = await this.invoices.rowsOfOrder(reader, orderId);
    return { invoices: rows.map((row) => invoiceView(row)) };
  }
}

@QueryHandler(InvoiceById)
export class InvoiceByIdHandler implements IQueryHandler<InvoiceById> {
  constructor(private readonly invoices: InvoicesReadModel) {}

  async execute({ reader, invoiceId }: InvoiceById) {
    return { invoice: invoiceView(await this.invoices.row(reader, invoiceId)) };
  }
}
