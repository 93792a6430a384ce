import { PeriodPreset } from './semantic-layer';

/** A span of whole UTC days, both ends inclusive (`YYYY-MM-DD`). */
export interface DateRange {
  from: string;
  to: string;
  /** How answers name it: "this month", "Mar 1, 2026 – Mar 31, 2026". */
  label: string;
}

export const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/** A real calendar day written YYYY-MM-DD, or null. */
export function parseDay(text: string): Date | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const date = utcDay(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return isoDay(date) === text ? date : null;
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

function span(from: Date, to: Date, label: string): DateRange {
  return { from: isoDay(from), to: isoDay(to), label };
}

/** The range a preset names at `now`. */
export function resolvePreset(preset: PeriodPreset, now: Date): DateRange {
  const today = utcDay(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const monday = addDays(today, -((today.getUTCDay() + 6) % 7));
  const quarter = Math.floor(month / 3) * 3;
  const label =
    preset.startsWith('last_') && /\d/.test(preset)
      ? `in the ${preset.replace(/_/g, ' ')}`
      : preset.replace(/_/g, ' ');
  switch (preset) {
    case 'today':
      return span(today, today, label);
    case 'yesterday':
      return span(addDays(today, -1), addDays(today, -1), label);
    case 'this_week':
      return span(monday, addDays(monday, 6), label);
    case 'last_week':
      return span(addDays(monday, -7), addDays(monday, -1), label);
    case 'this_month':
      return span(utcDay(year, month, 1), utcDay(year, month + 1, 0), label);
    case 'last_month':
      return span(utcDay(year, month - 1, 1), utcDay(year, month, 0), label);
    case 'this_quarter':
      return span(utcDay(year, quarter, 1), utcDay(year, quarter + 3, 0), label);
    case 'last_quarter':
      return span(utcDay(year, quarter - 3, 1), utcDay(year, quarter, 0), label);
    case 'this_year':
      return span(utcDay(year, 0, 1), utcDay(year, 11, 31), label);
    case 'last_year':
      return span(utcDay(year - 1, 0, 1), utcDay(year - 1, 11, 31), label);
    case 'last_7_days':
      return span(addDays(today, -6), today, label);
    case 'last_30_days':
      return span(addDays(today, -29), today, label);
    case 'last_90_days':
      return span(addDays(today, -89), today, label);
    case 'last_12_months':
      return span(utcDay(year, month - 11, 1), utcDay(year, month + 1, 0), label);
    default: {
      const unknown: never = preset;
      throw new Error(`Unknown period ${unknown}`);
    }
  }
}

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** "Mar 1, 2026", as en-US dates read. */
export function usDay(day: string): string {
  const date = parseDay(day);
  if (!date) return day;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A range given by its two days, labelled by them. */
export function explicitRange(from: string, to: string): DateRange {
  return {
    from,
    to,
    label: from === to ? `on ${usDay(from)}` : `from ${usDay(from)} to ${usDay(to)}`,
  };
}

/**
 * The whole of a calendar month (0-11): in `year` when given, else the latest such month that
 * has begun by `now` (March asked in February means last March).
 */
export function monthOf(month: number, year: number | undefined, now: Date): DateRange {
  const y = year ?? (month <= now.getUTCMonth() ? now.getUTCFullYear() : now.getUTCFullYear() - 1);
  return {
    from: isoDay(utcDay(y, month, 1)),
    to: isoDay(utcDay(y, month + 1, 0)),
    label: `in ${MONTHS[month]} ${y}`,
  };
}

/** The last `n` days up to today, or whole weeks / months counted back the same way. */
export function lastUnits(n: number, unit: 'day' | 'week' | 'month', now: Date): DateRange {
  const today = utcDay(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from =
    unit === 'month'
      ? utcDay(today.getUTCFullYear(), today.getUTCMonth() - n, today.getUTCDate() + 1)
      : addDays(today, -(unit === 'week' ? 7 * n : n) + 1);
  return span(from, today, `in the last ${n} ${unit}${n === 1 ? '' : 's'}`);
}
