/**
 * The last 30 days up to `now`, through the end of its second (the inputs show seconds, and a
 * change made earlier in this second belongs in it), from the start of the day 30 days before:
 * what the audit report shows before a period is chosen.
 */
export function lastThirtyDays(now: Date): { from: string; to: string } {
  const end = new Date(now);
  end.setMilliseconds(999);
  const start = new Date(now);
  start.setDate(start.getDate() - 30);
  start.setHours(0, 0, 0, 0);
  return { from: start.toISOString(), to: end.toISOString() };
}
