import type { PdfDocumentSpec } from '../../platform';
import type { InvoiceIssued } from '../domain/invoice';
import { formatInvoiceNumber } from '../domain/invoice';

/** A day (YYYY-MM-DD) in the invoice's locale. */
function day(locale: string, value: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}

/**
 * The invoice as a PDF document, drawn from its record alone: what was issued is what prints,
 * whatever the catalog, the client or the settings have become since.
 */
export function invoiceDocumentSpec(
  invoice: InvoiceIssued['data'],
  logo: Buffer | null,
): PdfDocumentSpec {
  const { locale, currency } = invoice;
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  // Intl formats a decimal string exactly (no binary rounding on the way).
  const amount = (value: string) => money.format(value as unknown as number);
  const count = new Intl.NumberFormat(locale);
  const percent = (rate: number) => `${count.format(rate)}%`;
  const credit = invoice.kind === 'CREDIT_NOTE';
  return {
    title: credit ? 'Credit note' : 'Invoice',
    number: formatInvoiceNumber(invoice.number, invoice.kind),
    facts: [
      ['Date', day(locale, invoice.issuedOn)],
      ...(credit ? [] : [['Due', day(locale, invoice.dueOn)] as const]),
      ['Order', invoice.orderNumber],
      ...(invoice.shipment ? [['Shipment', invoice.shipment.number] as const] : []),
      ...(invoice.credits ? [['Return', invoice.credits.returnNumber] as const] : []),
      ...(invoice.credits?.invoiceNumbers.length
        ? [['Credits', invoice.credits.invoiceNumbers.join(', ')] as const]
        : []),
    ],
    seller: { name: invoice.seller.name, lines: invoice.seller.lines, logo },
    parties: [
      { label: 'Bill to', lines: [invoice.billTo.name, ...invoice.billTo.lines] },
      { label: 'Ship to', lines: [invoice.shipTo.name, ...invoice.shipTo.lines] },
    ],
    columns: [
      { header: 'SKU', width: 1.6 },
      { header: 'Product', width: 4.6 },
      { header: 'Quantity', width: 1.2, align: 'right' },
      { header: 'Unit price', width: 1.5, align: 'right' },
      { header: 'Tax', width: 0.9, align: 'right' },
      { header: 'Amount', width: 1.6, align: 'right' },
    ],
    rows: invoice.lines.map((line) => [
      line.sku ?? '',
      line.name,
      count.format(line.quantity),
      line.price === null ? '' : amount(String(line.price)),
      percent(line.taxRate),
      amount(line.total),
    ]),
    totals: [
      ['Subtotal', amount(invoice.totals.subtotal)],
      ...invoice.totals.taxes.map(
        (tax) => [`Tax ${percent(tax.rate)} on ${amount(tax.base)}`, amount(tax.amount)] as const,
      ),
      [credit ? `Credited (${currency})` : `Total (${currency})`, amount(invoice.totals.total)],
    ],
    notes: credit
      ? ['This amount is credited to your account for the goods returned.']
      : [
          invoice.paymentTerms === 'PREPAID'
            ? 'Payment terms: prepaid. Payment is due on issue.'
            : invoice.paymentTermsDays === 0
              ? 'Payment is due on receipt.'
              : `Payment terms: ${invoice.paymentTerms ? 'net ' : ''}${invoice.paymentTermsDays} days. Please pay by ${day(locale, invoice.dueOn)}.`,
        ],
    createdAt: new Date(invoice.at),
    pageLabel: (page, pages) => `Page ${page} of ${pages}`,
  };
}
