import { MailingEvent, mailsOf } from './client-mails';

const AT = '2026-12-05T10:00:00.000Z';
const PROVIDER = '11111111-1111-4111-8111-111111111111';
const ORDER = '22222222-2222-4222-8222-222222222222';

const event = (type: string, data: object, more: Partial<MailingEvent> = {}): MailingEvent => ({
  type,
  data: { providerId: PROVIDER, orderId: ORDER, ...data },
  providerId: PROVIDER,
  actorType: 'user',
  occurredAt: AT,
  storedAt: AT,
  ...more,
});
const placed = (more: Partial<MailingEvent> = {}, data: object = {}) =>
  event('OrderPlaced', { orderType: 'ORDER', clientId: 'c1', ...data }, more);
const kinds = (e: MailingEvent, known: string[] = []) =>
  mailsOf(e, new Set(known)).map((mail) => mail.facts.kind);

describe('which events mail whom', () => {
  it('given an order placed by staff, tells the client it was received', () => {
    expect(kinds(placed())).toEqual(['order_received']);
  });

  it('given an order the client placed through its link, tells the chosen staff too', () => {
    expect(kinds(placed({ actorType: 'client' }))).toEqual(['order_received', 'new_order']);
  });

  it('given a stock movement, tells nobody', () => {
    expect(kinds(placed({}, { orderType: 'IN', clientId: null }))).toEqual([]);
  });

  it('given a shipment, an invoice or a cancelled order, tells the client', () => {
    expect(mailsOf(event('OrderShipped', { sequence: 2 }), new Set())).toEqual([
      { providerId: PROVIDER, orderId: ORDER, facts: { kind: 'order_shipped', sequence: 2 } },
    ]);
    expect(
      mailsOf(
        event('InvoiceIssued', {
          invoiceId: 'i1',
          number: 1001,
          currency: 'EUR',
          dueOn: '2026-12-19',
          totals: { subtotal: '10.00', taxes: [], tax: '0.00', total: '10.00' },
        }),
        new Set(),
      )[0].facts,
    ).toEqual({
      kind: 'invoice_issued',
      invoice: {
        invoiceId: 'i1',
        number: 1001,
        total: '10.00',
        currency: 'EUR',
        dueOn: '2026-12-19',
      },
    });
    const cancelled = event('OrderCancelled', { providerId: undefined, by: 'CLIENT' });
    expect(mailsOf(cancelled, new Set([ORDER]))).toEqual([
      { providerId: PROVIDER, orderId: ORDER, facts: { kind: 'order_cancelled', byClient: true } },
    ]);
  });

  it("given a return's answer or its credit note, tells the client what the event says", () => {
    expect(mailsOf(event('ReturnApproved', { sequence: 1 }), new Set())).toEqual([
      {
        providerId: PROVIDER,
        orderId: ORDER,
        facts: { kind: 'return_answered', sequence: 1, approved: true },
      },
    ]);
    expect(
      mailsOf(event('ReturnRefused', { sequence: 2, reason: 'Opened' }), new Set())[0].facts,
    ).toEqual({ kind: 'return_answered', sequence: 2, approved: false, reason: 'Opened' });
    expect(
      mailsOf(
        event('CreditNoteIssued', {
          invoiceId: 'c1',
          kind: 'CREDIT_NOTE',
          number: 1001,
          currency: 'EUR',
          dueOn: '2026-12-19',
          totals: { subtotal: '10.00', taxes: [], tax: '0.00', total: '10.00' },
          credits: { returnSequence: 1, returnNumber: '#1001-R1', invoiceNumbers: ['INV-1001'] },
        }),
        new Set(),
      )[0].facts,
    ).toEqual({
      kind: 'credit_note_issued',
      creditNote: {
        invoiceId: 'c1',
        number: 1001,
        total: '10.00',
        currency: 'EUR',
        returnNumber: '#1001-R1',
      },
    });
    expect(kinds(event('ReturnRequested', { sequence: 1 }))).toEqual([]);
    expect(kinds(event('ReturnReceived', { sequence: 1 }))).toEqual([]);
  });

  it("given a movement's cancelling, tells nobody", () => {
    expect(kinds(event('OrderCancelled', { by: 'PROVIDER' }))).toEqual([]);
  });

  it('given an event recorded long after (or before) the time it says it happened, tells nobody', () => {
    expect(kinds(placed({ occurredAt: '2026-09-06T10:00:00.000Z' }))).toEqual([]);
    expect(kinds(placed({ occurredAt: '2026-12-05T15:00:00.000Z' }))).toEqual([]);
    expect(kinds(placed({ occurredAt: '2026-12-05T09:50:00.000Z' }))).toEqual(['order_received']);
  });
});
