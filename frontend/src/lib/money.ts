/**
 * Amounts as the server reckons them (issue 36): exact decimal strings in an order's currency
 * ("1234.50", "1235" for yen), formatted here for people without passing through a float, so
 * every screen shows the figures the documents and exports carry.
 */
const formats = new Map<string, Intl.NumberFormat>();

function formatOf(currency: string, locale?: string): Intl.NumberFormat | null {
  const key = `${locale ?? ''}/${currency}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      // An unknown locale falls back to the browser's; an unknown currency to plain text.
      if (locale) return formatOf(currency);
      return null;
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount in a currency as people read it in `locale` (default: the browser's), e.g.
 * formatMoney('1234.50', 'EUR', 'fr-FR') is "1 234,50 €". A decimal string is formatted exactly
 * (Intl reads it as a decimal, not a double); the currency's own decimals apply.
 */
export function formatMoney(amount: string | number, currency: string, locale?: string): string {
  const format = formatOf(currency, locale);
  const value = typeof amount === 'string' ? (amount.trim() as `${number}`) : amount;
  if (!format) return `${amount} ${currency}`;
  return format.format(value);
}

/** A tax rate in percent as people read it: 20 is "20%", 5.5 is "5.5%" ("5,5 %" in fr-FR). */
export function formatRate(rate: number, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(
      rate / 100,
    );
  } catch {
    return `${rate}%`;
  }
}
