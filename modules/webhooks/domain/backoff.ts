/**
 * When a failed delivery is tried again: exponential backoff (the base, then x3 each attempt,
 * capped at `maxDelayMs`) until `windowMs` after its first attempt; past that it has failed.
 * With the defaults: 10 s, 30 s, 1.5 min, 4.5 min, 13.5 min, 40.5 min, then hourly, for 24 h.
 */
export interface RetryPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseDelayMs: 10_000,
  maxDelayMs: 3_600_000,
  windowMs: 24 * 3_600_000,
};

/** The pause after the `attempts`-th failed attempt (1 = the first). */
export function retryDelay(attempts: number, policy: RetryPolicy): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 3 ** Math.min(exponent, 30));
}

/** The next attempt's time after a failure at `now`, or null: the window is over. */
export function nextAttemptAt(
  attempts: number,
  firstAttemptAt: Date,
  now: Date,
  policy: RetryPolicy,
): Date | null {
  const next = now.getTime() + retryDelay(attempts, policy);
  return next > firstAttemptAt.getTime() + policy.windowMs ? null : new Date(next);
}

/** The policy from the configured first pause and window (the pause cap stays an hour). */
export function retryPolicy(baseDelayMs: number, windowMs: number): RetryPolicy {
  return { baseDelayMs, maxDelayMs: Math.max(baseDelayMs, 3_600_000), windowMs };
}
