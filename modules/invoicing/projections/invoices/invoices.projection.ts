import { Projection } from '../../../platform';
import { InvoiceIssued } from '../../domain/invoice';

/**
 * The invoices read model: one row per invoice, its record whole (the PDF is drawn from it),
 * found by provider, order or client.
 */
export const invoicesProjection: Projection = {
  name: 'invoices',
  // 2: credit notes beside the invoices, each kind its own series.
  version: 2,
  handles: ['InvoiceIssued', 'CreditNoteIssued'],
  tables: ['invoices'],
  schema: `
    CREATE TABLE invoices (
      id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      client_id uuid NOT NULL,
      kind text NOT NULL,
      number integer NOT NULL,
      order_id uuid NOT NULL,
      issued_on date NOT NULL,
      record jsonb NOT NULL,
      UNIQUE (provider_id, kind, number)
    );
    CREATE INDEX invoices_by_order ON invoices (order_id, number);
  `,
  async apply(events, tx) {
    const issued = events.map((e) => (e as unknown as InvoiceIssued).data);
    if (issued.length === 0) return;
    await tx.query(
      `INSERT INTO invoices (id, provider_id, client_id, number, order_id, issued_on, record, kind)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $5::uuid[], $6::date[],
                            $7::jsonb[], $8::text[])
       ON CONFLICT (id) DO NOTHING`,
      [
        issued.map((i) => i.invoiceId),
        issued.map((i) => i.providerId),
        issued.map((i) => i.clientId),
        issued.map((i) => i.number),
        issued.map((i) => i.orderId),
        issued.map((i) => i.issuedOn),
        issued.map((i) => JSON.stringify(i)),
        issued.map((i) => i.kind ?? 'INVOICE'),
      ],
    );
  },
};
