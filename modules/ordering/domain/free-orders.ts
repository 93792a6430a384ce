/**
 * The Free plan's monthly order limit, kept where it cannot be raced: each ORDER a limited
 * provider places appends one event to the provider's stream for that month, in the same
 * atomic write as the order and at the revision it read. Two orders racing for the month's
 * last one cannot both append; the loser reads the stream again and is refused.
 */
export const FREE_ORDER_COUNTED = 'FreeOrderCounted';

export function freeOrdersStreamId(providerId: string, month: string): string {
  return `freeorders-${providerId}-${month}`;
}

/** What billing allows a provider this month (see PlanLimits.assertOrder). */
export interface MonthlyAllowance {
  /** The calendar month (UTC) the order counts in: `2026-05`. */
  month: string;
  limit: number;
  /** The month's orders billing had counted when asked; it may lag the stream, never lead it. */
  counted: number;
}

export interface FreeOrderCounted {
  type: typeof FREE_ORDER_COUNTED;
  /** `n`: the month's orders with this one. */
  data: { providerId: string; month: string; orderId: string; n: number };
}

/**
 * The month's count with this order, or null when the month's orders are used. The stream
 * counts every order placed while limited; billing's count also holds those placed before
 * (on Pro), so the higher of the two is the month's.
 */
export function countFreeOrder(
  last: FreeOrderCounted['data'] | null,
  allowance: MonthlyAllowance,
  order: { providerId: string; orderId: string },
): FreeOrderCounted | null {
  const before = Math.max(last?.n ?? 0, allowance.counted);
  if (before >= allowance.limit) return null;
  return {
    type: FREE_ORDER_COUNTED,
    data: { ...order, month: allowance.month, n: before + 1 },
  };
}
