import type { ValueType } from './api/ask-assistant';

function asDate(value: unknown): Date | null {
  const text = String(value);
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(date.getTime()) ? null : date;
}

const onDate =
  (options: Intl.DateTimeFormatOptions) =>
  (value: unknown): string =>
    asDate(value)?.toLocaleDateString('en-US', { ...options, timeZone: 'UTC' }) ?? String(value);

/**
 * docs/product.md §2.9: currency in USD with no decimals, percentages with 1 decimal, dates in
 * en-US.
 */
const FORMATS: Record<ValueType, (value: unknown) => string> = {
  currency: (value) =>
    Number(value).toLocaleString('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
  percentage: (value) => `${Number(value).toFixed(1)}%`,
  number: (value) => Number(value).toLocaleString('en-US', { maximumFractionDigits: 2 }),
  date: onDate({ month: 'short', day: 'numeric', year: 'numeric' }),
  month: onDate({ month: 'short', year: 'numeric' }),
  text: (value) => String(value),
};

/** A cell of the assistant's results, as the spec formats its kind of value. */
export function formatCell(value: unknown, type: ValueType): string {
  if (value === null || value === undefined || value === '') return '—';
  return (FORMATS[type] ?? FORMATS.text)(value);
}

/** A filter of query_details as a line: `client in Acme Retail`, `created_at between …`. */
export function describeFilter(filter: { column: string; operator: string; value: unknown }) {
  const value = Array.isArray(filter.value) ? filter.value.join(', ') : String(filter.value);
  return `${filter.column} ${filter.operator} ${value}`;
}
