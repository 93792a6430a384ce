/**
 * Client mails (issue 36, part 5): what a provider's clients, and its chosen staff, are told by
 * mail, and from which events (an order's placing, shipment, invoice and cancelling, a return's
 * answer, a return's credit note). An event adds rows to an outbox (see the mail_outbox
 * projection); a dispatcher sends them. Which events mail whom is decided here, from the event
 * alone, so a rebuild of the outbox decides the same. Pure.
 */
import type { Notification } from '../../settings/domain';

/** The mails, each of one kind. */
export const MAIL_KINDS = [
  'order_received',
  'new_order',
  'order_shipped',
  'invoice_issued',
  'order_cancelled',
  'return_answered',
  'credit_note_issued',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * The provider's switch of each kind, looked at when the mail is sent. The staff's mail of a new
 * portal order has none: the members chosen to receive it (none by default) are the switch.
 */
export const SWITCH_OF: Record<MailKind, Notification | null> = {
  order_received: 'order_received',
  new_order: null,
  order_shipped: 'order_shipped',
  invoice_issued: 'invoice_issued',
  order_cancelled: 'order_cancelled',
  return_answered: 'return_answered',
  // A credit note is an invoice's counterpart: the invoices' switch sends both or neither.
  credit_note_issued: 'invoice_issued',
};

/** Who a kind goes to: the order's client, or the provider's chosen members. */
export const STAFF_KINDS: ReadonlySet<MailKind> = new Set(['new_order']);

/** The figures of an invoice its mail states, as the invoice recorded them. */
export interface InvoiceFacts {
  invoiceId: string;
  number: number;
  total: string;
  currency: string;
  dueOn: string;
}

/** The figures of a credit note its mail states, as the credit note recorded them. */
export interface CreditNoteFacts {
  invoiceId: string;
  number: number;
  total: string;
  currency: string;
  /** The return it credits, as numbered when the note was issued: #1001-R1. */
  returnNumber: string;
}

/** What a row of the outbox says beyond its kind and order: what the event alone knows. */
export type MailFacts =
  | { kind: 'order_received' | 'new_order' }
  | { kind: 'order_shipped'; sequence: number }
  | { kind: 'invoice_issued'; invoice: InvoiceFacts }
  | { kind: 'order_cancelled'; byClient: boolean }
  | { kind: 'return_answered'; sequence: number; approved: true }
  | { kind: 'return_answered'; sequence: number; approved: false; reason: string }
  | { kind: 'credit_note_issued'; creditNote: CreditNoteFacts };

export interface OutboxMail {
  providerId: string;
  orderId: string;
  facts: MailFacts;
}

/** An event as the outbox reads it: its data, who caused it, and its two times. */
export interface MailingEvent {
  type: string;
  data: Record<string, unknown>;
  providerId: string | null;
  actorType: string | null;
  /** When it happened, as its command said (ISO). */
  occurredAt: string;
  /** When the store recorded it (ISO). */
  storedAt: string;
}

/**
 * How far apart an event's own time and the time it was recorded may be for it to be mailed.
 * A mail tells of what just happened: events written with another time (the demo data's 90
 * days of orders, a back-dated load) happened then, and are nobody's news now.
 */
export const NEWS_WINDOW_MS = 15 * 60_000;

/** A client's order placed: what the outbox keeps, to tell an order's cancelling from a movement's. */
export function isClientOrder(event: Pick<MailingEvent, 'type' | 'data'>): boolean {
  return event.type === 'OrderPlaced' && event.data.orderType === 'ORDER' && !!event.data.clientId;
}

/**
 * The mails an event sends, in order; none for events that tell nobody. `clientOrders`: the ids
 * of the clients' orders placed so far (a movement's cancelling tells nobody).
 */
export function mailsOf(event: MailingEvent, clientOrders: ReadonlySet<string>): OutboxMail[] {
  const lag = Math.abs(Date.parse(event.storedAt) - Date.parse(event.occurredAt));
  if (!(lag <= NEWS_WINDOW_MS)) return [];
  const data = event.data;
  const providerId = String(data.providerId ?? event.providerId ?? '');
  const orderId = String(data.orderId ?? '');
  if (!providerId || !orderId) return [];
  const mail = (facts: MailFacts): OutboxMail => ({ providerId, orderId, facts });
  switch (event.type) {
    case 'OrderPlaced':
      if (!isClientOrder(event)) return [];
      return [
        mail({ kind: 'order_received' }),
        ...(event.actorType === 'client' ? [mail({ kind: 'new_order' })] : []),
      ];
    case 'OrderShipped':
      return [mail({ kind: 'order_shipped', sequence: Number(data.sequence) })];
    case 'InvoiceIssued': {
      const totals = data.totals as { total: string };
      return [
        mail({
          kind: 'invoice_issued',
          invoice: {
            invoiceId: String(data.invoiceId),
            number: Number(data.number),
            total: totals.total,
            currency: String(data.currency),
            dueOn: String(data.dueOn),
          },
        }),
      ];
    }
    case 'OrderCancelled':
      if (!clientOrders.has(orderId)) return [];
      return [mail({ kind: 'order_cancelled', byClient: data.by === 'CLIENT' })];
    case 'ReturnApproved':
      return [mail({ kind: 'return_answered', sequence: Number(data.sequence), approved: true })];
    case 'ReturnRefused':
      return [
        mail({
          kind: 'return_answered',
          sequence: Number(data.sequence),
          approved: false,
          reason: String(data.reason ?? ''),
        }),
      ];
    case 'CreditNoteIssued': {
      const totals = data.totals as { total: string };
      const credits = data.credits as { returnNumber: string };
      return [
        mail({
          kind: 'credit_note_issued',
          creditNote: {
            invoiceId: String(data.invoiceId),
            number: Number(data.number),
            total: totals.total,
            currency: String(data.currency),
            returnNumber: String(credits.returnNumber),
          },
        }),
      ];
    }
    default:
      return [];
  }
}

/** The events the outbox reads. */
export const MAILING_EVENTS = [
  'OrderPlaced',
  'OrderShipped',
  'InvoiceIssued',
  'OrderCancelled',
  'ReturnApproved',
  'ReturnRefused',
  'CreditNoteIssued',
];
