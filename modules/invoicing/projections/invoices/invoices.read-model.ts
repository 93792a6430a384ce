import { Injectable } from '@nestjs/common';
import { formatMinor, toMinor } from '../../../ordering/domain';
import { Database, Read, read } from '../../../platform';
import { formatInvoiceNumber, InvoiceIssued, InvoiceRuleError } from '../../domain/invoice';
import { openAmount, PayableInvoice, paymentStatus } from '../../domain/payments';
import { InvoiceResponse } from '../../responses/invoice.response.dto';

type IssuedRecord = InvoiceIssued['data'];

/** An invoice's record, with what was paid and credited against it (decimal strings). */
export interface InvoiceRow {
  record: IssuedRecord;
  paid: string;
  credited: string;
}

/** Whose invoices: a provider's member, or a client through its portal. */
export type InvoiceReader = { providerId: string } | { clientId: string };

const AMOUNTS = 'record, paid::text AS paid, credited::text AS credited';

/** Today (UTC), as invoices' dates are written. */
export const today = () => new Date().toISOString().slice(0, 10);

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
  async ofOrder(reader: InvoiceReader, orderId: string): Promise<IssuedRecord[]> {
    return (await this.rowsOfOrder(reader, orderId)).map((row) => row.record);
  }

  /** An order's invoices with their payments and credits, oldest first. */
  async rowsOfOrder(reader: InvoiceReader, orderId: string): Promise<InvoiceRow[]> {
    const { clause, value } = this.where(reader);
    const { rows } = await this.db.query<InvoiceRow>(
      `SELECT ${AMOUNTS} FROM invoices WHERE ${clause} AND order_id = $2 ORDER BY kind DESC, number`,
      [value, orderId],
    );
    return rows;
  }

  /** One invoice of the reader's; not found for any other. */
  async one(reader: InvoiceReader, invoiceId: string): Promise<IssuedRecord> {
    return (await this.row(reader, invoiceId)).record;
  }

  async row(reader: InvoiceReader, invoiceId: string): Promise<InvoiceRow> {
    const { clause, value } = this.where(reader);
    const { rows } = await this.db.query<InvoiceRow>(
      `SELECT ${AMOUNTS} FROM invoices WHERE ${clause} AND id = $2`,
      [value, invoiceId],
    );
    if (!rows[0]) throw new InvoiceRuleError('No such invoice.', 'not_found');
    return rows[0];
  }

  /**
   * An invoice of the provider's as a payment is decided on: its total and what credit notes
   * took off (minor units); the caller counts the payments from the invoice's stream.
   */
  async payable(
    providerId: string,
    invoiceId: string,
  ): Promise<Omit<PayableInvoice, 'open'> & { total: bigint; credited: bigint }> {
    const { record, credited } = await this.row({ providerId }, invoiceId);
    return {
      invoiceId: record.invoiceId,
      kind: record.kind ?? 'INVOICE',
      number: record.number,
      providerId: record.providerId,
      clientId: record.clientId,
      orderId: record.orderId,
      currency: record.currency,
      issuedOn: record.issuedOn,
      total: toMinor(record.totals.total, record.currency),
      credited: toMinor(credited, record.currency),
    };
  }

  /** A client's open invoices at a provider, the oldest due first. */
  async openOfClient(providerId: string, clientId: string): Promise<InvoiceRow[]> {
    const { rows } = await this.db.query<InvoiceRow>(
      `SELECT ${AMOUNTS} FROM invoices
        WHERE client_id = $1 AND provider_id = $2 AND kind = 'INVOICE' AND open > 0
        ORDER BY due_on, number`,
      [clientId, providerId],
    );
    return rows;
  }

  /**
   * What a client's balance needs of its invoices: the sum open (with how many are open and
   * overdue), and each order's invoiced total (what of the order no longer owes as an order).
   */
  clientInvoicesRead(
    providerId: string,
    clientId: string,
  ): Read<{ open: string; count: number; overdue: number; invoiced: Map<string, string> }> {
    return read(
      'invoices_of_client_balance',
      // The open ones once (their index), for the sum and both counts.
      `SELECT coalesce(sum(open), 0)::text AS open, count(*)::int AS count,
              (count(*) FILTER (WHERE due_on < $3::date))::int AS overdue,
              coalesce((SELECT json_object_agg(order_id, total) FROM (
                 SELECT order_id, sum(total)::text AS total FROM invoices
                  WHERE client_id = $2 AND provider_id = $1 AND kind = 'INVOICE'
                  GROUP BY order_id) t), '{}') AS invoiced
         FROM invoices
        WHERE client_id = $2 AND provider_id = $1 AND kind = 'INVOICE' AND open > 0`,
      [providerId, clientId, today()],
      (
        rows: { open: string; count: number; overdue: number; invoiced: Record<string, string> }[],
      ) => ({
        open: rows[0].open,
        count: rows[0].count,
        overdue: rows[0].overdue,
        invoiced: new Map(Object.entries(rows[0].invoiced)),
      }),
    );
  }
}

/** What is open on an invoice, in minor units of its currency. */
export function openOf(row: InvoiceRow): bigint {
  const { currency } = row.record;
  return openAmount(
    toMinor(row.record.totals.total, currency),
    toMinor(row.paid, currency),
    toMinor(row.credited, currency),
  );
}

/** An invoice as the API answers it, with what is open on it (credit notes: null). */
export function invoiceView(row: InvoiceRow, day: string = today()): InvoiceResponse {
  const { record } = row;
  const kind = record.kind ?? 'INVOICE';
  const invoice = kind === 'INVOICE';
  const open = openOf(row);
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
    payment_terms: record.paymentTerms ?? null,
    currency: record.currency,
    subtotal: record.totals.subtotal,
    taxes: record.totals.taxes,
    tax: record.totals.tax,
    total: record.totals.total,
    paid: invoice ? formatMinor(toMinor(row.paid, record.currency), record.currency) : null,
    credited: invoice ? formatMinor(toMinor(row.credited, record.currency), record.currency) : null,
    open_amount: invoice ? formatMinor(open, record.currency) : null,
    payment_status: invoice ? paymentStatus(open, record.dueOn, day) : null,
  };
}
