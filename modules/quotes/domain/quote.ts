/**
 * A quote (issue 37, part 7): a buyer sends a cart as a request; staff change its prices and
 * quantities, add a note and a valid-until day, and send it back; the buyer accepts it (it
 * becomes an order at those prices) or declines it. States:
 *
 *   REQUESTED --send--> SENT --accept--> ACCEPTED
 *       ^                 |  \--decline--> DECLINED
 *       '----revise-------'   '--(past its valid-until day)--> EXPIRED
 *
 * EXPIRED is never stored: a SENT quote reads as expired once its valid-until day is over,
 * computed on every read from the time given (no timer). Staff may revise a sent or expired
 * quote, which takes it back to REQUESTED until they send it again, so a buyer never accepts a
 * quote that is being changed. Either side may decline an open quote (staff: withdraw). Pure:
 * the time comes in as an argument.
 */
import { formatMinor, lineTotal } from '../../ordering/domain';

/** What is kept in the table; EXPIRED is read, not kept. */
export type StoredQuoteState = 'REQUESTED' | 'SENT' | 'ACCEPTED' | 'DECLINED';
export type QuoteState = StoredQuoteState | 'EXPIRED';
export const QUOTE_STATES: readonly QuoteState[] = [
  'REQUESTED',
  'SENT',
  'ACCEPTED',
  'DECLINED',
  'EXPIRED',
];

export type QuoteSide = 'client' | 'provider';
export type QuoteAction = 'accept' | 'decline' | 'revise' | 'send';

export const QUOTE_PREFIX = 'Q-';
export const FIRST_QUOTE_NUMBER = 1001;

/** The most lines a quote holds, the most units per line, and the dearest unit price. */
export const MAX_QUOTE_LINES = 500;
export const MAX_QUOTE_QUANTITY = 1_000_000;
export const MAX_QUOTE_PRICE = 1_000_000_000;
export const MAX_QUOTE_NOTE = 1000;

/** Q-1001. */
export function formatQuoteNumber(n: number): string {
  return `${QUOTE_PREFIX}${n}`;
}

/** Today's day (YYYY-MM-DD) in UTC: the calendar quotes expire by. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The state as read at `now`: a SENT quote whose valid-until day is over is EXPIRED. A quote
 * is valid through its valid-until day (UTC) and expires when the next day begins.
 */
export function stateAt(
  quote: { state: StoredQuoteState; valid_until: string | null },
  now: Date,
): QuoteState {
  if (quote.state === 'SENT' && quote.valid_until !== null && quote.valid_until < dayOf(now))
    return 'EXPIRED';
  return quote.state;
}

/** Why a side may not take an action in a state, in the words the buyer or the staff read. */
const REFUSALS: Record<QuoteState, string> = {
  REQUESTED: 'This quote has not been sent yet.',
  SENT: 'This quote was already sent.',
  ACCEPTED: 'This quote was already accepted.',
  DECLINED: 'This quote was declined.',
  EXPIRED: 'This quote has expired.',
};

/** The states each side may take each action in. */
const ALLOWED: Record<QuoteSide, Partial<Record<QuoteAction, readonly QuoteState[]>>> = {
  client: { accept: ['SENT'], decline: ['REQUESTED', 'SENT'] },
  provider: {
    revise: ['REQUESTED', 'SENT', 'EXPIRED'],
    send: ['REQUESTED'],
    decline: ['REQUESTED', 'SENT', 'EXPIRED'],
  },
};

/** A refused action: answered 409 (the state does not allow it). */
export class QuoteStateError extends Error {
  readonly kind = 'conflict' as const;
  constructor(message: string) {
    super(message);
    this.name = 'QuoteStateError';
  }
}

/** Whether `side` may take `action` on a quote in `state`. */
export function mayDo(side: QuoteSide, action: QuoteAction, state: QuoteState): boolean {
  return ALLOWED[side][action]?.includes(state) ?? false;
}

/** The actions a side may take now, for the screens' buttons. */
export function actionsOf(side: QuoteSide, state: QuoteState): QuoteAction[] {
  const all: QuoteAction[] = ['accept', 'decline', 'revise', 'send'];
  return all.filter((action) => mayDo(side, action, state));
}

/** Throws a QuoteStateError naming why, unless `side` may take `action` in `state`. */
export function assertMayDo(side: QuoteSide, action: QuoteAction, state: QuoteState): void {
  if (mayDo(side, action, state)) return;
  // A revision of a declined or accepted quote is refused in those words too.
  throw new QuoteStateError(REFUSALS[state]);
}

/** The state an allowed action leads to. */
export function nextState(action: QuoteAction): StoredQuoteState {
  switch (action) {
    case 'accept':
      return 'ACCEPTED';
    case 'decline':
      return 'DECLINED';
    case 'revise':
      return 'REQUESTED';
    case 'send':
      return 'SENT';
    default: {
      const never: never = action;
      throw new Error(`Unknown action ${never}`);
    }
  }
}

/**
 * Whether a valid-until day may be set at `now`: a real day, today or later (a quote sent
 * already expired helps nobody). Null: no expiry.
 */
export function validUntilProblem(day: string | null, now: Date): string | null {
  if (day === null) return null;
  // A real day reads back as itself (2026-02-30 would read as March 2nd).
  const parsed = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== day)
    return 'valid_until must be a day, e.g. 2026-12-31';
  if (day < dayOf(now)) return 'valid_until must be today or later';
  return null;
}

/** A line as priced: units and the unit price agreed (a decimal, at most 2 places). */
export interface QuotedLine {
  quantity: number;
  price: number;
}

export interface QuoteTotals {
  /** Sum of quantity × price, as an exact decimal string of the currency. */
  subtotal: string;
  lines: string[];
}

/** Each line's total and the quote's subtotal (before tax, which the order reckons). */
export function quoteTotals(lines: readonly QuotedLine[], currency: string): QuoteTotals {
  const totals = lines.map((line) => lineTotal(line.quantity, line.price, currency));
  const sum = totals.reduce((a, b) => a + b, 0n);
  return {
    subtotal: formatMinor(sum, currency),
    lines: totals.map((t) => formatMinor(t, currency)),
  };
}
