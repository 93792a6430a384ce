import { addDays, decideCreditNote, decideInvoice, InvoiceSource, IssueInvoice } from './invoice';

const source = (over: Partial<InvoiceSource> = {}): InvoiceSource => ({
  providerId: 'p1',
  orderId: 'o1',
  orderNumber: '#1001',
  orderType: 'ORDER',
  clientId: 'c1',
  cancelled: false,
  currency: 'EUR',
  shipment: null,
  lines: [
    { productId: 'a', sku: 'A-1', name: 'Apple', quantity: 3, price: 0.1, taxRate: 20 },
    { productId: 'b', sku: null, name: 'Book', quantity: 1, price: 9, taxRate: 5.5 },
  ],
  ...over,
});
const command: IssueInvoice = {
  invoiceId: 'i1',
  at: '2026-12-30T10:00:00.000Z',
  per: 'ORDER',
  paymentTermsDays: 30,
  locale: 'en-GB',
  seller: { name: 'Northwind', lines: ['1 Dock Road'], logoKey: null },
  billTo: { name: 'Acme', lines: [] },
  shipTo: { name: 'Acme', lines: [] },
};

describe('issuing an invoice', () => {
  it('numbers the first invoice 1001 and each next one after the last, with exact totals', () => {
    const first = decideInvoice(source(), command, null);
    expect(first.data).toMatchObject({
      number: 1001,
      issuedOn: '2026-12-30',
      dueOn: '2027-01-29',
      lines: [
        { name: 'Apple', total: '0.30' },
        { name: 'Book', total: '9.00' },
      ],
      totals: { subtotal: '9.30', tax: '0.56', total: '9.86' },
    });
    expect(decideInvoice(source(), command, 1041).data.number).toBe(1042);
  });

  it('invoices orders only, not cancelled ones, in the scope the settings choose', () => {
    expect(() => decideInvoice(source({ orderType: 'IN', clientId: null }), command, null)).toThrow(
      'Only orders are invoiced.',
    );
    expect(() => decideInvoice(source({ cancelled: true }), command, null)).toThrow(
      'A cancelled order is not invoiced.',
    );
    expect(() => decideInvoice(source(), { ...command, per: 'SHIPMENT' }, null)).toThrow(
      'name the shipment',
    );
    const shipment = { sequence: 1, number: '#1001-1' };
    expect(() => decideInvoice(source({ shipment }), command, null)).toThrow('whole order');
    // A shipment that left before the rest was cancelled is still invoiced.
    expect(
      decideInvoice(source({ shipment, cancelled: true }), { ...command, per: 'SHIPMENT' }, null)
        .data.shipment,
    ).toEqual(shipment);
  });

  it('reckons due dates by the calendar', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-05', 0)).toBe('2026-12-05');
  });

  it('credits a received return in the credit-note series, and nothing before it is received', () => {
    const credits = { returnSequence: 1, returnNumber: '#1001-R1', invoiceNumbers: ['INV-1001'] };
    const received = { ...source(), credits, returnStatus: 'RECEIVED' };
    const note = decideCreditNote(received, command, null);
    expect(note.type).toBe('CreditNoteIssued');
    expect(note.data).toMatchObject({ kind: 'CREDIT_NOTE', number: 1001, credits });
    expect(note.data.totals.total).toBe('9.86');
    expect(() => decideCreditNote({ ...received, returnStatus: 'APPROVED' }, command, 4)).toThrow(
      'once it is received',
    );
  });
});
