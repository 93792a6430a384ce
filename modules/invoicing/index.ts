// Invoicing: a provider's invoices of its orders (or of their shipments), numbered per provider
// with no gaps, each recorded whole when issued and drawn as a PDF from that record.
export { IssueCreditNote } from './commands/issue-credit-note/issue-credit-note.command';
export { IssueInvoice } from './commands/issue-invoice/issue-invoice.command';
export * from './domain/invoice';
export { InvoicingModule } from './invoicing.module';
export { invoicesProjection } from './projections/invoices/invoices.projection';
export { InvoicePdf } from './queries/invoice-pdf/invoice-pdf.query';
