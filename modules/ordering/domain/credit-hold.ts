/**
 * Credit holds (issue 37, part 6): an order that would take its client's open balance over the
 * client's credit limit is placed, but held for the provider's review; it cannot be shipped or
 * invoiced until a member releases it (or it is cancelled). Pure.
 */
import { formatMinor, orderTotals, PricedLine, toMinor } from './money';

/** Why an order waits for the provider: the balance and limit it met, and its own total. */
export interface CreditHold {
  reason: 'CREDIT_LIMIT';
  /** The client's open balance before this order, exact decimal string of `currency`. */
  balance: string;
  limit: string;
  /** This order's total (tax included). */
  total: string;
  currency: string;
}

export interface OrderHeld {
  type: 'OrderHeld';
  data: CreditHold & { orderId: string; at: string };
}

export interface OrderReleased {
  type: 'OrderReleased';
  data: { orderId: string; at: string };
}

/**
 * Whether an order of `lines` is held: its total added to the client's open balance (both
 * in minor units of the currency) goes over the limit. Reaching the limit exactly is allowed.
 * No limit: never held.
 */
export function decideCreditHold(
  lines: readonly PricedLine[],
  credit: { limit: string | null; balance: bigint; currency: string },
): CreditHold | null {
  if (credit.limit === null) return null;
  const { currency } = credit;
  const total = toMinor(orderTotals(lines, currency).total, currency);
  const limit = toMinor(credit.limit, currency);
  if (credit.balance + total <= limit) return null;
  return {
    reason: 'CREDIT_LIMIT',
    balance: formatMinor(credit.balance, currency),
    limit: formatMinor(limit, currency),
    total: formatMinor(total, currency),
    currency,
  };
}
