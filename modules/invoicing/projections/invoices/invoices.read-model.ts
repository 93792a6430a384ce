import { Injectable } from '@nestjs/common';
import { Database } from '../../../platform';
import { formatInvoiceNumber, InvoiceIssued, InvoiceRuleError } from '../../domain/invoice';
import { InvoiceResponse } from '../../responses/invoice.response.dto';

type Record = InvoiceIssued['data'];

/** Whose invoices: a provider's member, or a client through its portal. */
export type InvoiceReader = { providerId: string } | { clientId: string };

/** Invoices as the order's screen, the portal and the PDF read them. */
@Injectable()
export class InvoicesReadModel {
  constructor(private readonly db: Database) {}

  private where(reader: InvoiceReader): { clause: string; value: string } {
    return 'providerId' in reader
      ? { clause: 'provider_id = $1', value: reader.providerId }
      : { clause: 'client_id = $1', value: reader.clientId };
  }

  /** An order's invoices, oldest first (none when the order is not the reader's). */
  async ofOrder(reader: InvoiceReader, orderId: string): Promise<Record[]> {
    const { clause, value } = this.where(reader);
    const { rows } = await this.db.query<{ record: Record }>(
      `SELECT record FROM invoices WHERE ${clause} AND order_id = $2 ORDER BY kind DESC, number`,
      [value, orderId],
    );
    return rows.map((row) => row.record);
  }

  /** One invoice of the reader's; not found for any other. */
  async one(reader: InvoiceReader, invoiceId: string): Promise<Record> {
    const { clause, value } = this.where(reader);
    const { rows } = await this.db.query<{ record: Record }>(
      `SELECT record FROM invoices WHERE ${clause} AND id = $2`,
      [value, invoiceId],
    );
    if (!rows[0]) throw new InvoiceRuleError('No such invoice.', 'not_found');
    return rows[0].record;
  }
}

/** An invoice as the API answers it. */
export function invoiceView(record: Record): InvoiceResponse {
  const kind = record.kind ?? 'INVOICE';
  return {
    id: record.invoiceId,
    kind,
    number: formatInvoiceNumber(record.number, kind),
    return_number: record.credits?.returnNumber ?? null,
    credited_invoices: record.credits?.invoiceNumbers ?? [],
    order_id: record.orderId,
    order_number: record.orderNumber,
    shipment_number: record.shipment?.number ?? null,
    issued_on: record.issuedOn,
    due_on: record.dueOn,
    currency: record.currency,
    subtotal: record.totals.subtotal,
    taxes: record.totals.taxes,
    tax: record.totals.tax,
    total: record.totals.total,
  };
}
