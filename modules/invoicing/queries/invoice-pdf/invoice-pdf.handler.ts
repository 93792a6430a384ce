import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FILE_STORAGE, FileStorage, renderPdf } from '../../../platform';
import { formatInvoiceNumber } from '../../domain/invoice';
import { invoiceDocumentSpec } from '../../infrastructure/invoice-document';
import { InvoicesReadModel } from '../../projections/invoices/invoices.read-model';
import { InvoicePdf } from './invoice-pdf.query';

@QueryHandler(InvoicePdf)
export class InvoicePdfHandler implements IQueryHandler<InvoicePdf> {
  constructor(
    private readonly invoices: InvoicesReadModel,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async execute({ reader, invoiceId }: InvoicePdf) {
    const record = await this.invoices.one(reader, invoiceId);
    // The logo as it was at issue: its file is kept under the key the invoice recorded.
    const logo = record.seller.logoKey ? await this.files.get(record.seller.logoKey) : null;
    const pdf = await renderPdf(invoiceDocumentSpec(record, logo));
    return { pdf, filename: `${formatInvoiceNumber(record.number, record.kind)}.pdf` };
  }
}
