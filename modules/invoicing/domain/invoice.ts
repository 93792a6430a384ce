/**
 * Invoices (issue 36, part 3): a provider's invoice of an order, or of one of its shipments
 * (the provider's settings choose). Issued, an invoice never changes: everything it says (the
 * seller's letterhead, the parties, the lines with their frozen prices and tax rates, the
 * totals, the dates) is recorded in its event, and its PDF is drawn from that record alone. A
 * correction is a credit note. Invoices are numbered per provider, INV-1001, INV-1002, …, with
 * no gaps: each is appended to the provider's series at the series' expected revision. Pure.
 */
import type { PaymentTerms } from '../../clients';
import {
  CreditHold,
  formatMinor,
  lineTotal,
  OrderTotals,
  orderTotals,
  refuseWhileHeld,
} from '../../ordering/domain';

export const FIRST_INVOICE_NUMBER = 1001;

/** An invoice, or a credit note (what a return gives back): each kind has its own series. */
export type DocumentKind = 'INVOICE' | 'CREDIT_NOTE';

export function formatInvoiceNumber(n: number, kind: DocumentKind = 'INVOICE'): string {
  return `${kind === 'INVOICE' ? 'INV' : 'CN'}-${n}`;
}

/** The stream of a provider's invoices (or credit notes), in the order they were numbered. */
export function invoiceSeriesStreamId(providerId: string, kind: DocumentKind = 'INVOICE'): string {
  return `${kind === 'INVOICE' ? 'invoices' : 'credit-notes'}-${providerId}`;
}

/** The stream that says a return was credited, once. */
export function creditedStreamId(orderId: string, returnSequence: number): string {
  return `credited-${orderId}-${returnSequence}`;
}

/** The stream that says what was invoiced: an order, or one of its shipments, once. */
export function invoicedStreamId(orderId: string, shipment: number | null): string {
  return shipment === null ? `invoiced-${orderId}` : `invoiced-${orderId}-${shipment}`;
}

export interface InvoiceParty {
  name: string;
  lines: string[];
}

export interface InvoiceLine {
  productId: string;
  sku: string | null;
  name: string;
  quantity: number;
  /** Unit price as frozen on the order (the contract's decimal number). */
  price: number | null;
  /** Percent. */
  taxRate: number;
  /** quantity × price, exact decimal string of the currency. */
  total: string;
}

export interface InvoiceIssued {
  type: 'InvoiceIssued';
  data: {
    invoiceId: string;
    /** Absent on invoices (the first kind): INVOICE. */
    kind?: DocumentKind;
    providerId: string;
    clientId: string;
    number: number;
    orderId: string;
    orderNumber: string;
    /** The shipment invoiced (its sequence and number), null for the whole order. */
    shipment: { sequence: number; number: string } | null;
    /** A credit note's return (its sequence and number), and the order's invoices it credits. */
    credits?: { returnSequence: number; returnNumber: string; invoiceNumbers: string[] };
    /** YYYY-MM-DD. */
    issuedOn: string;
    dueOn: string;
    paymentTermsDays: number;
    /** The client's own terms the due date follows; absent: the provider's default setting. */
    paymentTerms?: PaymentTerms;
    currency: string;
    locale: string;
    seller: InvoiceParty & { logoKey: string | null };
    billTo: InvoiceParty;
    shipTo: InvoiceParty;
    lines: InvoiceLine[];
    totals: OrderTotals;
    at: string;
  };
}

/** A credit note: the same record as an invoice's, in its own series (CN-1001, …). */
export interface CreditNoteIssued {
  type: 'CreditNoteIssued';
  data: InvoiceIssued['data'];
}

/** A rule of invoicing broken: the request is refused. */
export class InvoiceRuleError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'conflict' | 'not_found' = 'invalid',
  ) {
    super(message);
  }
}

/** What is invoiced: the order (or shipment) as read, with its frozen prices and rates. */
export interface InvoiceSource {
  providerId: string;
  orderId: string;
  orderNumber: string;
  orderType: string;
  clientId: string | null;
  cancelled: boolean;
  /** On credit hold (see ordering's credit-hold): not invoiced until released. */
  hold?: CreditHold | null;
  currency: string;
  shipment: { sequence: number; number: string } | null;
  lines: Omit<InvoiceLine, 'total'>[];
}

export interface IssueInvoice {
  invoiceId: string;
  at: string;
  /** The day the invoice is dated, when staff date it back (YYYY-MM-DD); absent: today. */
  issuedOn?: unknown;
  /** The provider's choice: one invoice per order, or one per shipment. */
  per: 'ORDER' | 'SHIPMENT';
  paymentTermsDays: number;
  /** The client's own terms, which `paymentTermsDays` follows; absent: the provider's default. */
  paymentTerms?: PaymentTerms;
  locale: string;
  seller: InvoiceParty & { logoKey: string | null };
  billTo: InvoiceParty;
  shipTo: InvoiceParty;
}

/** How far back an invoice may be dated: a year. */
export const MAX_BACK_DATING_DAYS = 365;

/**
 * The day an invoice is dated: today unless staff date it back (a delivery invoiced late), to
 * at most a year ago; never in the future.
 */
function checkedIssuedOn(command: Pick<IssueInvoice, 'issuedOn' | 'at'>): string {
  const today = command.at.slice(0, 10);
  const day = command.issuedOn;
  if (day === undefined || day === null) return today;
  const message = `issued_on must be a date (YYYY-MM-DD) from ${addDays(today, -MAX_BACK_DATING_DAYS)} to today.`;
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day))
    throw new InvoiceRuleError(message);
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day)
    throw new InvoiceRuleError(message);
  if (day > today || day < addDays(today, -MAX_BACK_DATING_DAYS))
    throw new InvoiceRuleError(message);
  return day;
}

/** The day `days` after `day` (YYYY-MM-DD), by the calendar. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Issues the invoice of an order or of a shipment, numbered after the provider's last one
 * (`last`: none yet, null). Refused for a movement, a cancelled order, or the wrong scope.
 */
export function decideInvoice(
  source: InvoiceSource,
  command: IssueInvoice,
  last: number | null,
): InvoiceIssued {
  if (source.orderType !== 'ORDER' || !source.clientId)
    throw new InvoiceRuleError('Only orders are invoiced.', 'conflict');
  if (source.cancelled && source.shipment === null)
    throw new InvoiceRuleError('A cancelled order is not invoiced.', 'conflict');
  refuseWhileHeld(source, 'invoiced');
  if (command.per === 'SHIPMENT' && source.shipment === null)
    throw new InvoiceRuleError(
      'Invoices are issued per shipment (see the settings): name the shipment to invoice.',
    );
  if (command.per === 'ORDER' && source.shipment !== null)
    throw new InvoiceRuleError(
      'Invoices are issued per order (see the settings): invoice the whole order.',
    );
  if (source.lines.length === 0)
    throw new InvoiceRuleError('There is nothing to invoice.', 'conflict');
  return issued('INVOICE', source, { ...command, issuedOn: checkedIssuedOn(command) }, last);
}

/**
 * A credit note for a received return: the units it took back (restocked or written off) at
 * the prices and rates they were sold at, numbered in the provider's credit-note series.
 */
export function decideCreditNote(
  source: InvoiceSource & {
    credits: { returnSequence: number; returnNumber: string; invoiceNumbers: string[] };
    returnStatus: string;
  },
  command: Omit<IssueInvoice, 'per'>,
  last: number | null,
): CreditNoteIssued {
  if (source.returnStatus !== 'RECEIVED')
    throw new InvoiceRuleError('A credit note follows a return once it is received.', 'conflict');
  if (!source.clientId) throw new InvoiceRuleError('Only orders are credited.', 'conflict');
  const { credits, returnStatus: _, ...rest } = source;
  const event = issued('CREDIT_NOTE', rest, command, last);
  return { type: 'CreditNoteIssued', data: { ...event.data, kind: 'CREDIT_NOTE', credits } };
}

function issued(
  kind: DocumentKind,
  source: InvoiceSource,
  command: Omit<IssueInvoice, 'per'>,
  last: number | null,
): InvoiceIssued {
  const lines = source.lines.map((line) => ({
    ...line,
    total: formatMinor(lineTotal(line.quantity, line.price, source.currency), source.currency),
  }));
  const issuedOn =
    typeof command.issuedOn === 'string' ? command.issuedOn : command.at.slice(0, 10);
  return {
    type: 'InvoiceIssued',
    data: {
      invoiceId: command.invoiceId,
      ...(kind === 'CREDIT_NOTE' ? { kind } : {}),
      providerId: source.providerId,
      clientId: source.clientId!,
      number: last === null ? FIRST_INVOICE_NUMBER : last + 1,
      orderId: source.orderId,
      orderNumber: source.orderNumber,
      shipment: source.shipment,
      issuedOn,
      dueOn: addDays(issuedOn, command.paymentTermsDays),
      paymentTermsDays: command.paymentTermsDays,
      ...(command.paymentTerms ? { paymentTerms: command.paymentTerms } : {}),
      currency: source.currency,
      locale: command.locale,
      seller: command.seller,
      billTo: command.billTo,
      shipTo: command.shipTo,
      lines,
      totals: orderTotals(source.lines, source.currency),
      at: command.at,
    },
  };
}
