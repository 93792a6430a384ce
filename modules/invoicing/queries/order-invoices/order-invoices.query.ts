import { Query } from '@nestjs/cqrs';
import type { InvoiceReader } from '../../projections/invoices/invoices.read-model';
import type { InvoiceListResponse, OneInvoiceResponse } from '../../responses/invoice.response.dto';

/** An order's invoices, for its provider or its client. */
export class OrderInvoices extends Query<InvoiceListResponse> {
  constructor(
    readonly reader: InvoiceReader,
    readonly orderId: string,
  ) {
    super();
  }
}

/** One invoice, for its provider or its client. */
export class InvoiceById extends Query<OneInvoiceResponse> {
  constructor(
    readonly reader: InvoiceReader,
    readonly invoiceId: string,
  ) {
    super();
  }
}
