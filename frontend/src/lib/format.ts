/**
 * The one way the app writes dates, times, amounts and numbers: `Intl`, in the provider's locale
 * and currency (its business settings), en-US and USD until they are read. The spec's forms hold
 * for that default: "$4.00" amounts, "Dec 4, 2026" dates. Times are the browser's (where the
 * reader is). See docs/decisions/one-format-for-dates-and-money.md.
 */

/** The spec's locale and currency, used until a provider's settings say otherwise. */
export const DEFAULT_LOCALE = 'en-US';
export const DEFAULT_CURRENCY = 'USD';

/** What an unreadable or absent value shows. */
export const MISSING = '—';

/** A moment or a day as the server sends it (ISO 8601; a bare day is YYYY-MM-DD), or a Date. */
export type DateInput = string | number | Date | null | undefined;

/** An amount or a count: a decimal string as the server sends it, or a number. */
export type NumberInput = string | number | null | undefined;

export interface Formats {
  /** The locale it writes in: the one asked for, or en-US where Intl does not know it. */
  locale: string;
  currency: string;
  /** An amount in `currency` (default: the provider's): "$4,462.32", "1 234,50 €", "¥1,235". */
  money: (amount: NumberInput, currency?: string) => string;
  /** A count or quantity: "12,500". */
  number: (value: NumberInput) => string;
  /** A change with its sign: "+5", "-2", "0". */
  signed: (value: NumberInput) => string;
  /** A rate in percent: 20 is "20%", 5.5 is "5.5%" ("5,5 %" in fr-FR). */
  percent: (rate: number | null | undefined) => string;
  /** A day: "Dec 4, 2026". A bare day (2026-12-04) is that day wherever the browser is. */
  date: (value: DateInput) => string;
  /** A day without its year, as a chart's axis counts days: "Dec 4". */
  shortDate: (value: DateInput) => string;
  /** A day and time to the minute: "Dec 4, 2026, 8:38 PM". */
  dateTime: (value: DateInput) => string;
  /** A moment to the second, for auditors (two changes a moment apart read apart). */
  moment: (value: DateInput) => string;
  /** A time of day: "8:38 PM". */
  time: (value: DateInput) => string;
  /** A time of day to the second: "8:38:17 PM". */
  timeWithSeconds: (value: DateInput) => string;
}

/**
 * `locale` when Intl has it, else the default. Intl itself would fall back to the browser's
 * language for a well-formed tag it does not know ("zz"), so one screen could read two ways.
 */
function knownLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Keeps a built value; a cache grows to a bound and starts again, as the settings screen formats
 * an example in each locale as it is typed ("f", "fr", "fr-", "fr-F"...).
 */
function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  if (cache.size >= 500) cache.clear();
  cache.set(key, value);
}

/**
 * An Intl.NumberFormat of `locale` (the default's when Intl does not know it), built once: building
 * one costs far more than using it. Throws for a currency Intl does not know.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(knownLocale(locale), options);
    remember(numberFormats, key, format);
  }
  return format;
}

/** An Intl.DateTimeFormat of `locale` (the default's when Intl does not know it), built once. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(knownLocale(locale), options);
    remember(dateFormats, key, format);
  }
  return format;
}

/** A calendar day without a time, as invoices' and shipments' days are. */
const BARE_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function asDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else {
    // A bare day parses as UTC midnight, the day before west of Greenwich: it is read as that
    // day where the browser is.
    const day = BARE_DAY.exec(value);
    date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

function asNumber(value: NumberInput): number | `${number}` | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  // Kept as a string: Intl formats a decimal string exactly, not through a double.
  return text !== '' && Number.isFinite(Number(text)) ? (text as `${number}`) : null;
}

/** The money format of a currency, or null for a code Intl does not know. */
function moneyFormat(locale: string, currency: string): Intl.NumberFormat | null {
  try {
    // narrowSymbol: "$" for any dollar, as its own country writes it, not "CA$" or "US$".
    return numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
  } catch {
    return null;
  }
}

const formatsCache = new Map<string, Formats>();

/** The formats of a locale and currency (the defaults for none), built once for each pair. */
export function formatsFor(locale?: string | null, currency?: string | null): Formats {
  const loc = locale?.trim() || DEFAULT_LOCALE;
  const cur = currency?.trim() || DEFAULT_CURRENCY;
  const key = `${loc}/${cur}`;
  const known = formatsCache.get(key);
  if (known) return known;

  // Most amounts are in the provider's currency; an order's own (placed before a change) is kept too.
  const moneys = new Map<string, Intl.NumberFormat | null>();
  const count = numberFormat(loc, { maximumFractionDigits: 3 });
  const change = numberFormat(loc, { maximumFractionDigits: 3, signDisplay: 'exceptZero' });
  const rate = numberFormat(loc, { style: 'percent', maximumFractionDigits: 3 });
  const when = (options: Intl.DateTimeFormatOptions) => {
    const format = dateTimeFormat(loc, options);
    return (value: DateInput) => {
      const date = asDate(value);
      return date ? format.format(date) : MISSING;
    };
  };
  const figure = (format: Intl.NumberFormat) => (value: NumberInput) => {
    const number = asNumber(value);
    return number === null ? MISSING : format.format(number);
  };

  const formats: Formats = {
    locale: knownLocale(loc),
    currency: cur,
    money: (amount, code = cur) => {
      const value = asNumber(amount);
      if (value === null) return MISSING;
      let format = moneys.get(code);
      if (format === undefined) {
        format = moneyFormat(loc, code);
        moneys.set(code, format);
      }
      // A code Intl does not know: the figure and the code.
      return format ? format.format(value) : `${value} ${code}`;
    },
    number: figure(count),
    signed: figure(change),
    percent: (value) =>
      value === null || value === undefined || !Number.isFinite(value)
        ? MISSING
        : rate.format(value / 100),
    date: when({ dateStyle: 'medium' }),
    shortDate: when({ month: 'short', day: 'numeric' }),
    dateTime: when({ dateStyle: 'medium', timeStyle: 'short' }),
    moment: when({ dateStyle: 'medium', timeStyle: 'medium' }),
    time: when({ timeStyle: 'short' }),
    timeWithSeconds: when({ timeStyle: 'medium' }),
  };
  remember(formatsCache, key, formats);
  return formats;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The day a moment falls on where the browser is, as a date input writes it: 2026-12-05. */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** A moment as a datetime-local input shows it: the browser's local time, to the second. */
export function localDateTime(date: Date): string {
  return `${localDay(date)}T${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
}
