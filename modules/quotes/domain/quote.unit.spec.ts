import {
  actionsOf,
  assertMayDo,
  formatQuoteNumber,
  mayDo,
  nextState,
  QuoteState,
  QuoteStateError,
  quoteTotals,
  stateAt,
  validUntilProblem,
} from './quote';
import { isQuotePrice, quoteLinesProblem, quoteNoteProblem } from './quote-input';

const ID = '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const at = (iso: string) => new Date(iso);

describe('quote expiry, read from the day', () => {
  it('reads a sent quote as expired once its valid-until day is over (UTC)', () => {
    const quote = { state: 'SENT' as const, valid_until: '2026-12-05' };
    expect(stateAt(quote, at('2026-12-05T23:59:59Z'))).toBe('SENT');
    expect(stateAt(quote, at('2026-12-06T00:00:00Z'))).toBe('EXPIRED');
  });

  it('never expires a quote without a valid-until day, nor one not sent', () => {
    expect(stateAt({ state: 'SENT', valid_until: null }, at('2099-01-01T00:00:00Z'))).toBe('SENT');
    const old = { valid_until: '2020-01-01' };
    expect(stateAt({ ...old, state: 'REQUESTED' }, at('2026-12-05T00:00:00Z'))).toBe('REQUESTED');
    expect(stateAt({ ...old, state: 'ACCEPTED' }, at('2026-12-05T00:00:00Z'))).toBe('ACCEPTED');
    expect(stateAt({ ...old, state: 'DECLINED' }, at('2026-12-05T00:00:00Z'))).toBe('DECLINED');
  });

  it('takes a valid-until day of today or later, refusing past and impossible days', () => {
    const now = at('2026-12-05T10:00:00Z');
    expect(validUntilProblem('2026-12-05', now)).toBeNull();
    expect(validUntilProblem(null, now)).toBeNull();
    expect(validUntilProblem('2026-12-04', now)).toBe('valid_until must be today or later');
    expect(validUntilProblem('2026-02-30', now)).toBe('valid_until must be a day, e.g. 2026-12-31');
    expect(validUntilProblem('next week', now)).toBe('valid_until must be a day, e.g. 2026-12-31');
  });
});

describe('what each side may do in each state', () => {
  const table: [QuoteState, string[], string[]][] = [
    ['REQUESTED', ['decline'], ['decline', 'revise', 'send']],
    ['SENT', ['accept', 'decline'], ['decline', 'revise']],
    ['EXPIRED', [], ['decline', 'revise']],
    ['ACCEPTED', [], []],
    ['DECLINED', [], []],
  ];
  it.each(table)('in %s the buyer may %j and staff may %j', (state, client, provider) => {
    expect(actionsOf('client', state)).toEqual(client);
    expect(actionsOf('provider', state)).toEqual(provider);
  });

  it('leads each action to its state: revising takes a sent quote back to REQUESTED', () => {
    expect(nextState('send')).toBe('SENT');
    expect(nextState('accept')).toBe('ACCEPTED');
    expect(nextState('decline')).toBe('DECLINED');
    expect(nextState('revise')).toBe('REQUESTED');
  });

  it('refuses in the words the buyer reads', () => {
    const refusal = (state: QuoteState) => {
      try {
        assertMayDo('client', 'accept', state);
      } catch (error) {
        expect(error).toBeInstanceOf(QuoteStateError);
        return (error as Error).message;
      }
      return null;
    };
    expect(refusal('EXPIRED')).toBe('This quote has expired.');
    expect(refusal('ACCEPTED')).toBe('This quote was already accepted.');
    expect(refusal('DECLINED')).toBe('This quote was declined.');
    expect(refusal('REQUESTED')).toBe('This quote has not been sent yet.');
    expect(refusal('SENT')).toBeNull();
    expect(mayDo('client', 'send', 'REQUESTED')).toBe(false);
  });
});

describe('quote totals and numbers', () => {
  it('adds the lines in minor units, exactly', () => {
    const totals = quoteTotals(
      [
        { quantity: 3, price: 0.1 },
        { quantity: 10, price: 2.45 },
      ],
      'EUR',
    );
    expect(totals).toEqual({ subtotal: '24.80', lines: ['0.30', '24.50'] });
    expect(quoteTotals([{ quantity: 2, price: 150 }], 'JPY').subtotal).toBe('300');
    expect(quoteTotals([], 'USD').subtotal).toBe('0.00');
  });

  it('numbers quotes Q-1001 and on', () => {
    expect(formatQuoteNumber(1001)).toBe('Q-1001');
  });
});

describe('quote input', () => {
  it('names the first bad line and field', () => {
    expect(quoteLinesProblem([{ product_id: ID, quantity: 2 }], false)).toBeNull();
    expect(quoteLinesProblem([], false)).toBe(
      'lines must be a list of { product_id, quantity }, at least one',
    );
    expect(quoteLinesProblem([{ product_id: ID, quantity: 2 }, 'x'], false)).toBe(
      'lines[1] must be { product_id, quantity }',
    );
    expect(quoteLinesProblem([{ product_id: 'rye', quantity: 2 }], false)).toBe(
      "lines[0].product_id must be a product's id",
    );
    for (const quantity of [0, 1.5, '2', null, 1_000_001, Number.MAX_SAFE_INTEGER + 2])
      expect(quoteLinesProblem([{ product_id: ID, quantity }], false)).toBe(
        'lines[0].quantity must be a whole number from 1 to 1,000,000',
      );
    expect(quoteLinesProblem([{ product_id: ID, quantity: 1 }], true)).toBe(
      'lines[0].price must be a number from 0 to 1,000,000,000 with at most 2 decimals',
    );
    expect(
      quoteLinesProblem(
        Array.from({ length: 501 }, () => ({ product_id: ID, quantity: 1 })),
        false,
      ),
    ).toBe('lines may hold at most 500 lines');
  });

  it('takes prices of at most two decimals from 0 to a billion', () => {
    expect([0, 12.5, 12.34, 1e9].every(isQuotePrice)).toBe(true);
    expect([-1, 12.345, 1e9 + 1, Number.NaN, Infinity, '3', null, 1e21].some(isQuotePrice)).toBe(
      false,
    );
  });

  it('takes a note of text up to 1,000 characters', () => {
    expect(quoteNoteProblem(undefined, 'note')).toBeNull();
    expect(quoteNoteProblem('Deliver Monday', 'note')).toBeNull();
    expect(quoteNoteProblem(42, 'note')).toBe('note must be text');
    expect(quoteNoteProblem('x'.repeat(1001), 'note')).toBe(
      'note must be at most 1,000 characters',
    );
  });
});
