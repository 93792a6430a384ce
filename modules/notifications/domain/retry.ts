/**
 * When a mail whose sending failed is tried again: after 1 minute, 5 minutes, 30 minutes, 2
 * hours and 12 hours; the sixth failure is the last (about 15 hours after the first), and the
 * mail has failed, its last error kept. Pure.
 */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000] as const;

/** The next attempt after the `attempts`-th failure (1 = the first) at `now`; null: give up. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}
