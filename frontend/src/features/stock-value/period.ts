/**
 * The period the cost of goods sold is read over, picked as two calendar days where the reader
 * is: from the start of the first day to the end of the last (the start of the day after).
 */

import { localDay } from '../../lib/format';

/** A day as a date input writes it. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The first of this month to today, as of `today`. */
export function monthToDate(today: Date): { from: string; to: string } {
  return {
    from: localDay(new Date(today.getFullYear(), today.getMonth(), 1)),
    to: localDay(today),
  };
}

/** The local midnight starting `day`, `plusDays` later; null for no real day (2026-02-30). */
function startOf(day: string, plusDays = 0): Date | null {
  const parts = DAY.exec(day);
  if (!parts) return null;
  const [year, month, date] = [Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])];
  const start = new Date(year, month, date);
  if (start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== date)
    return null;
  return new Date(year, month, date + plusDays);
}

export type Period =
  | { kind: 'period'; from: string; to: string }
  /** A day missing or not a day (still being typed). */
  | { kind: 'incomplete' }
  /** The last day before the first. */
  | { kind: 'backwards' };

/** The moments (ISO) the days `from` and `to` (both included) span. */
export function periodOf(from: string, to: string): Period {
  const start = startOf(from);
  const end = startOf(to, 1);
  if (!start || !end) return { kind: 'incomplete' };
  if (end <= start) return { kind: 'backwards' };
  return { kind: 'period', from: start.toISOString(), to: end.toISOString() };
}
