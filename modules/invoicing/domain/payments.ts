/**
 * Payments and open amounts (issue 37, part 6). An invoice is open while its total less the
 * payments recorded against it and less the credit notes that credit it is above zero; overdue
 * while open after its due date. A payment is recorded on the invoice's own stream (its history
 * after issue), never for more than is open. A client's open balance is what it owes: its
 * invoices' open amounts, and the value of its orders not cancelled and not yet invoiced. Pure.
 */
import { formatMinor, toMinor } from '../../ordering/domain';
import { formatInvoiceNumber, InvoiceRuleError } from './invoice';

export interface PaymentRecorded {
  type: 'PaymentRecorded';
  data: {
    paymentId: string;
    invoiceId: string;
    providerId: string;
    clientId: string;
    orderId: string;
    /** Exact decimal string of the invoice's currency. */
    amount: string;
    currency: string;
    /** YYYY-MM-DD: the day the money came in, as staff say. */
    paidOn: string;
    at: string;
  };
}

/** The stream of an invoice's history after issue: its payments. */
export function invoiceStreamId(invoiceId: string): string {
  return `invoice-${invoiceId}`;
}

export type PaymentStatus = 'PAID' | 'OPEN' | 'OVERDUE';

/** What is still owed on an invoice: never below zero (a credit beyond it is not a debt). */
export function openAmount(total: bigint, paid: bigint, credited: bigint): bigint {
  const open = total - paid - credited;
  return open > 0n ? open : 0n;
}

/** Paid when nothing is open; overdue when something is, after the due date (`today` on). */
export function paymentStatus(open: bigint, dueOn: string, today: string): PaymentStatus {
  if (open <= 0n) return 'PAID';
  return dueOn < today ? 'OVERDUE' : 'OPEN';
}

/**
 * How a credit note's total is shared among the invoices it credits: in their order, each up
 * to what is left of its total after earlier credits. Answers minor units per invoice.
 */
export function allocateCredit(
  credit: bigint,
  invoices: readonly { id: string; total: bigint; credited: bigint }[],
): Map<string, bigint> {
  const shares = new Map<string, bigint>();
  let left = credit;
  for (const invoice of invoices) {
    if (left <= 0n) break;
    const room = invoice.total - invoice.credited;
    const share = room < left ? (room > 0n ? room : 0n) : left;
    if (share > 0n) shares.set(invoice.id, share);
    left -= share;
  }
  return shares;
}

/**
 * A client's open balance in minor units: its invoices' open amounts, and for each order not
 * cancelled, what of its total no invoice covers yet (an order invoiced per shipment owes its
 * uninvoiced rest until it is invoiced or cancelled).
 */
export function openBalance(
  invoicesOpen: bigint,
  orders: readonly { total: bigint; invoiced: bigint }[],
): bigint {
  let balance = invoicesOpen;
  for (const order of orders)
    if (order.total > order.invoiced) balance += order.total - order.invoiced;
  return balance;
}

const AMOUNT = /^\d{1,10}(\.\d{1,4})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a payment is recorded against: the invoice and what is open on it now. */
export interface PayableInvoice {
  invoiceId: string;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: number;
  providerId: string;
  clientId: string;
  orderId: string;
  currency: string;
  issuedOn: string;
  /** Minor units. */
  open: bigint;
}

/**
 * Records a payment of `amount` (a decimal of the invoice's currency) received on `paidOn`
 * (YYYY-MM-DD, not before the invoice's issue nor after `today`; absent: today). Refused for a
 * credit note, a paid invoice, or more than is open, each naming the field.
 */
export function decidePayment(
  invoice: PayableInvoice,
  command: { paymentId: string; amount: unknown; paidOn: unknown; at: string },
): PaymentRecorded {
  const today = command.at.slice(0, 10);
  const number = formatInvoiceNumber(invoice.number, invoice.kind);
  if (invoice.kind !== 'INVOICE')
    throw new InvoiceRuleError(`${number} is a credit note: payments are recorded on invoices.`);
  const text =
    typeof command.amount === 'number'
      ? String(command.amount)
      : typeof command.amount === 'string'
        ? command.amount.trim()
        : '';
  if (!AMOUNT.test(text))
    throw new InvoiceRuleError('amount must be a positive amount, such as 120.50.');
  const amount = toMinor(text, invoice.currency);
  if (amount <= 0n) throw new InvoiceRuleError('amount must be a positive amount, such as 120.50.');
  if (invoice.open <= 0n)
    throw new InvoiceRuleError(`${number} is paid: nothing is open on it.`, 'conflict');
  if (amount > invoice.open)
    throw new InvoiceRuleError(
      `amount must be at most the open amount of ${number}, ${formatMinor(invoice.open, invoice.currency)} ${invoice.currency}.`,
    );
  const paidOn = command.paidOn === undefined || command.paidOn === null ? today : command.paidOn;
  if (typeof paidOn !== 'string' || !DAY.test(paidOn) || !isDay(paidOn))
    throw new InvoiceRuleError('paid_on must be a date (YYYY-MM-DD).');
  if (paidOn > today) throw new InvoiceRuleError('paid_on cannot be in the future.');
  if (paidOn < invoice.issuedOn)
    throw new InvoiceRuleError(
      `paid_on cannot be before ${number} was issued (${invoice.issuedOn}).`,
    );
  return {
    type: 'PaymentRecorded',
    data: {
      paymentId: command.paymentId,
      invoiceId: invoice.invoiceId,
      providerId: invoice.providerId,
      clientId: invoice.clientId,
      orderId: invoice.orderId,
      amount: formatMinor(amount, invoice.currency),
      currency: invoice.currency,
      paidOn,
      at: command.at,
    },
  };
}

function isDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
