import type { PoolClient } from 'pg';
import { formatMinor, toMinor } from '../../../ordering/domain';
import { Projection } from '../../../platform';
import { InvoiceIssued } from '../../domain/invoice';
import { allocateCredit, PaymentRecorded } from '../../domain/payments';

type Issued = InvoiceIssued['data'];

/** Inserts issued documents (a run of them in one statement). */
async function insertIssued(tx: PoolClient, issued: Issued[]): Promise<void> {
  await tx.query(
    `INSERT INTO invoices (id, provider_id, client_id, number, order_id, issued_on, record, kind,
                           due_on, total)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $5::uuid[], $6::date[],
                          $7::jsonb[], $8::text[], $9::date[], $10::numeric[])
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
      issued.map((i) => i.dueOn),
      issued.map((i) => i.totals.total),
    ],
  );
}

/** A credit note's total, shared among the invoices it credits (see domain/payments). */
async function credit(tx: PoolClient, note: Issued): Promise<void> {
  const numbers = (note.credits?.invoiceNumbers ?? [])
    .map((text) => Number(text.replace(/^INV-/, '')))
    .filter((n) => Number.isInteger(n));
  if (numbers.length === 0) return;
  const { rows } = await tx.query<{ id: string; total: string; credited: string }>(
    `SELECT id, total::text, credited::text FROM invoices
      WHERE provider_id = $1 AND kind = 'INVOICE' AND number = ANY($2::int[]) ORDER BY number`,
    [note.providerId, numbers],
  );
  const currency = note.currency;
  const shares = allocateCredit(
    toMinor(note.totals.total, currency),
    rows.map((row) => ({
      id: row.id,
      total: toMinor(row.total, currency),
      credited: toMinor(row.credited, currency),
    })),
  );
  for (const [id, share] of shares)
    await tx.query('UPDATE invoices SET credited = credited + $2::numeric WHERE id = $1', [
      id,
      formatMinor(share, currency),
    ]);
}

/**
 * The invoices read model: one row per invoice or credit note, its record whole (the PDF is
 * drawn from it), found by provider, order or client; with what was paid against an invoice
 * and what credit notes credited it, so that its open amount is read, not summed.
 */
export const invoicesProjection: Projection = {
  name: 'invoices',
  // 2: credit notes beside the invoices, each kind its own series.
  // 3: payments and credits against invoices, and their due dates (open, overdue).
  version: 3,
  handles: ['InvoiceIssued', 'CreditNoteIssued', 'PaymentRecorded'],
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
      due_on date NOT NULL,
      record jsonb NOT NULL,
      -- Amounts in the document's currency: its total, what payments and credit notes took off.
      total numeric NOT NULL,
      paid numeric NOT NULL DEFAULT 0,
      credited numeric NOT NULL DEFAULT 0,
      open numeric GENERATED ALWAYS AS (greatest(total - paid - credited, 0)) STORED,
      UNIQUE (provider_id, kind, number)
    );
    CREATE INDEX invoices_by_order ON invoices (order_id, number);
    -- A client's open invoices (the portal's list, its balance).
    CREATE INDEX invoices_open_by_client ON invoices (client_id, provider_id, due_on)
      WHERE kind = 'INVOICE' AND open > 0;
  `,
  async apply(events, tx) {
    // Runs of issued documents go in one statement; a credit note or a payment then changes
    // the rows issued before it.
    let issued: Issued[] = [];
    for (const event of events) {
      if (event.type === 'InvoiceIssued' || event.type === 'CreditNoteIssued') {
        issued.push(event.data as Issued);
        if (event.type === 'InvoiceIssued') continue;
        await insertIssued(tx, issued);
        issued = [];
        await credit(tx, event.data as Issued);
        continue;
      }
      if (issued.length > 0) await insertIssued(tx, issued);
      issued = [];
      const payment = (event as unknown as PaymentRecorded).data;
      await tx.query('UPDATE invoices SET paid = paid + $2::numeric WHERE id = $1', [
        payment.invoiceId,
        payment.amount,
      ]);
    }
    if (issued.length > 0) await insertIssued(tx, issued);
  },
};
