import { dateTimeFormat, MISSING, numberFormat } from '../../lib/format';
import type { ValueType } from './api/ask-assistant';

/**
 * docs/product.md §2.9: currency in USD with no decimals, percentages with 1 decimal, dates in
 * en-US. These are the spec's fixed formats, whatever the provider's settings: the answers the
 * server writes use the same ones, so a figure reads alike in the text and in the table.
 */
const LOCALE = 'en-US';

const dollars = numberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
// Without grouping, as the server's answers write a percentage ("1234.5%").
const tenths = numberFormat(LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
});
const figures = numberFormat(LOCALE, { maximumFractionDigits: 2 });

/** Days and months are the server's calendar days: written in UTC, so no time zone moves them. */
const day = dateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const month = dateTimeFormat(LOCALE, { month: 'short', year: 'numeric', timeZone: 'UTC' });

function asDate(value: unknown): Date | null {
  const text = String(value);
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(date.getTime()) ? null : date;
}

const onDate =
  (format: Intl.DateTimeFormat) =>
  (value: unknown): string => {
    const date = asDate(value);
    return date ? format.format(date) : String(value);
  };

const FORMATS: Record<ValueType, (value: unknown) => string> = {
  currency: (value) => dollars.format(Number(value)),
  percentage: (value) => `${tenths.format(Number(value))}%`,
  number: (value) => figures.format(Number(value)),
  date: onDate(day),
  month: onDate(month),
  text: (value) => String(value),
};

/** A cell of the assistant's results, as the spec formats its kind of value. */
export function formatCell(value: unknown, type: ValueType): string {
  if (value === null || value === undefined || value === '') return MISSING;
  return (FORMATS[type] ?? FORMATS.text)(value);
}

/** A filter of query_details as a line: `client in Acme Retail`, `created_at between …`. */
export function describeFilter(filter: { column: string; operator: string; value: unknown }) {
  const value = Array.isArray(filter.value) ? filter.value.join(', ') : String(filter.value);
  return `${filter.column} ${filter.operator} ${value}`;
}
