/**
 * A client's payment terms and credit limit (issue 37, part 6). Terms: when its invoices are
 * due (none: the provider's default setting applies). Limit: the open balance its orders may
 * reach before one is held for the provider's review (none: no limit). Pure.
 */
export const PAYMENT_TERMS = ['PREPAID', 'NET_15', 'NET_30', 'NET_60'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/** Days from an invoice's issue to its due date: prepaid is due on issue. */
export function paymentTermsDays(terms: PaymentTerms): number {
  return terms === 'PREPAID' ? 0 : Number(terms.slice(4));
}

export class CreditTermsError extends Error {
  readonly kind = 'invalid' as const;
}

/** The largest limit taken: far above any client's, and exact in the database's numeric. */
export const MAX_CREDIT_LIMIT = 9_999_999_999.99;
const DECIMAL = /^\d{1,10}(\.\d{1,2})?$/;

export const PAYMENT_TERMS_MESSAGE =
  'payment_terms must be PREPAID, NET_15, NET_30, NET_60, or null for the provider’s default';
export const CREDIT_LIMIT_MESSAGE =
  'credit_limit must be an amount of at least 0 with at most 2 decimals (up to 9999999999.99), or null for no limit';

export interface CreditTerms {
  paymentTerms: PaymentTerms | null;
  /** Exact decimal string ("5000.00"), null for no limit. */
  creditLimit: string | null;
}

/** The terms a request sets, checked: each field named when it is wrong or missing. */
export function checkedCreditTerms(body: {
  payment_terms?: unknown;
  credit_limit?: unknown;
}): CreditTerms {
  const terms = body.payment_terms;
  if (terms !== null && !PAYMENT_TERMS.includes(terms as PaymentTerms))
    throw new CreditTermsError(PAYMENT_TERMS_MESSAGE);
  const limit = body.credit_limit;
  if (limit === null) return { paymentTerms: terms as PaymentTerms | null, creditLimit: null };
  const text = typeof limit === 'number' ? String(limit) : typeof limit === 'string' ? limit : '';
  if (!DECIMAL.test(text) || Number(text) > MAX_CREDIT_LIMIT)
    throw new CreditTermsError(CREDIT_LIMIT_MESSAGE);
  return { paymentTerms: terms as PaymentTerms | null, creditLimit: Number(text).toFixed(2) };
}
