/**
 * A text cell as written: blank is none, and the quote an export puts before a cell a
 * spreadsheet would run as a formula (a phone such as '+44 20…) is taken off again, so that an
 * exported file imports back unchanged.
 */
export const textCell = (text: string | undefined): string | null =>
  text === undefined || text === '' ? null : text.replace(/^'(?=[=+\-@\t\r])/, '');

/** A whole-number cell: blank is absent, digits a number, anything else what no check takes. */
export const wholeCell = (text: string | undefined): number | undefined =>
  text === undefined || text === ''
    ? undefined
    : /^\d{1,9}$/.test(text)
      ? Number(text)
      : Number.NaN;
