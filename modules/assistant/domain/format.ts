import { usDay } from './period';
import { ValueType } from './semantic-layer';

/**
 * Values as answers write them, the way the panel shows them (docs/product.md §2.9): USD with no
 * decimals, percentages with one, dates in en-US.
 */
const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const MONTH = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatValue(value: unknown, type: ValueType): string {
  if (value === null || value === undefined) return '—';
  switch (type) {
    case 'currency':
      return USD.format(Number(value));
    case 'percentage':
      return `${Number(value).toFixed(1)}%`;
    case 'number':
      return NUMBER.format(Number(value));
    case 'date':
      return usDay(String(value).slice(0, 10));
    case 'month':
      return MONTH.format(new Date(`${String(value).slice(0, 10)}T00:00:00Z`));
    default:
      return String(value);
  }
}
