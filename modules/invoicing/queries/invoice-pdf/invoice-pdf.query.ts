import { Query } from '@nestjs/cqrs';
import type { InvoiceReader } from '../../projections/invoices/invoices.read-model';

/** An invoice's PDF, drawn from its record. */
export class InvoicePdf extends Query<{ pdf: Buffer; filename: string }> {
  constructor(
    readonly reader: InvoiceReader,
    readonly invoiceId: string,
  ) {
    super();
  }
}
