// Seconds matter to an auditor: two changes a moment apart must read apart.
const momentFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** A moment in en-US with seconds (e.g. Nov 21, 2025, 9:30:15 AM); a dash when unreadable. */
export function formatMoment(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : momentFormat.format(date);
}
