import { afterAll, describe, expect, it } from '@jest/globals';
import { formatsFor, localDateTime, localDay, MISSING } from './format';

// West of Greenwich, where a bare day read as UTC midnight would fall on the day before. Set
// before any formatter is built (they keep the zone they were built in), restored after.
const zone = process.env.TZ;
process.env.TZ = 'America/Los_Angeles';
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

/** Intl separates some parts with no-break spaces ("1 234,50 €", "8:38 PM"); read as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Dec 4, 2026, 20:38:17 where the browser is. */
const EVENING = new Date(2026, 11, 4, 20, 38, 17);

describe('formatsFor: money', () => {
  it('writes US dollars with a $, thousands grouped and two decimals by default', () => {
    expect(formatsFor().money('4462.32')).toBe('$4,462.32');
    expect(formatsFor().money(36599)).toBe('$36,599.00');
    expect(formatsFor().money('4')).toBe('$4.00');
  });

  it('formats a decimal string exactly, beyond what a double holds', () => {
    expect(formatsFor().money('12345678901234567.89')).toBe('$12,345,678,901,234,567.89');
    expect(formatsFor().money('0.30')).toBe('$0.30');
  });

  it('writes euros as France writes them', () => {
    const fr = formatsFor('fr-FR', 'EUR');
    expect(plain(fr.money('1234.5'))).toBe('1 234,50 €');
    expect(fr.currency).toBe('EUR');
  });

  it('writes yen with no decimals, as the currency has none', () => {
    expect(formatsFor('ja-JP', 'JPY').money('1235')).toBe('￥1,235');
    expect(formatsFor('en-US', 'JPY').money('1234.5')).toBe('¥1,235');
  });

  it("writes another currency than the provider's when an amount is in it", () => {
    expect(formatsFor('en-US', 'USD').money('80', 'EUR')).toBe('€80.00');
  });

  it('writes a dollar as a plain $ in its own locale, not CA$', () => {
    expect(formatsFor('en-CA', 'CAD').money('5')).toBe('$5.00');
  });

  it('writes an amount in a currency Intl does not know with its code', () => {
    expect(formatsFor('en-US', 'XYZ1').money('5.5')).toBe('5.5 XYZ1');
  });

  it('shows a dash for an amount it cannot read', () => {
    const fmt = formatsFor();
    for (const unreadable of [null, undefined, '', '  ', 'abc', Number.NaN, Infinity]) {
      expect(fmt.money(unreadable)).toBe(MISSING);
    }
    expect(MISSING).toBe('—');
  });
});

describe('formatsFor: locales', () => {
  it('falls back to en-US for a locale Intl does not know, instead of the browser language', () => {
    expect(formatsFor('zz', 'USD').locale).toBe('en-US');
    expect(formatsFor('zz', 'USD').money('1234.5')).toBe('$1,234.50');
    expect(formatsFor('fr-FR', 'EUR').locale).toBe('fr-FR');
    expect(formatsFor('not a locale!', 'USD').date(EVENING)).toBe('Dec 4, 2026');
  });

  it('treats no locale and no currency as en-US and USD', () => {
    expect(formatsFor(null, null).money('1')).toBe('$1.00');
    expect(formatsFor('', '').locale).toBe('en-US');
    expect(formatsFor(undefined, undefined).currency).toBe('USD');
  });

  it('gives the same formats for the same locale and currency', () => {
    expect(formatsFor('de-DE', 'EUR')).toBe(formatsFor('de-DE', 'EUR'));
  });
});

describe('formatsFor: dates and times', () => {
  const fmt = formatsFor();

  it('writes a day as the spec does: Dec 4, 2026', () => {
    expect(fmt.date(EVENING)).toBe('Dec 4, 2026');
    expect(fmt.date(EVENING.toISOString())).toBe('Dec 4, 2026');
  });

  it('reads a bare day as that day wherever the browser is, not the UTC midnight before it', () => {
    expect(fmt.date('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatsFor('en-GB').date('2027-01-31')).toBe('31 Jan 2027');
  });

  it('writes a day and time to the minute', () => {
    expect(plain(fmt.dateTime(EVENING))).toBe('Dec 4, 2026, 8:38 PM');
    expect(plain(fmt.dateTime(EVENING.getTime()))).toBe('Dec 4, 2026, 8:38 PM');
  });

  it('writes a moment to the second, for auditors', () => {
    expect(plain(fmt.moment(EVENING.toISOString()))).toBe('Dec 4, 2026, 8:38:17 PM');
  });

  it('writes times and short days for a chart', () => {
    expect(plain(fmt.time(EVENING))).toBe('8:38 PM');
    expect(plain(fmt.timeWithSeconds(EVENING))).toBe('8:38:17 PM');
    expect(fmt.shortDate(EVENING)).toBe('Dec 4');
  });

  it("writes dates in the provider's locale", () => {
    const de = formatsFor('de-DE', 'EUR');
    expect(de.date(EVENING)).toBe('04.12.2026');
    expect(de.dateTime(EVENING)).toBe('04.12.2026, 20:38');
  });

  it('shows a dash for a date it cannot read', () => {
    for (const unreadable of [null, undefined, '', 'not a day', Number.NaN]) {
      expect(fmt.date(unreadable)).toBe(MISSING);
      expect(fmt.dateTime(unreadable)).toBe(MISSING);
      expect(fmt.moment(unreadable)).toBe(MISSING);
    }
  });
});

describe('formatsFor: numbers and rates', () => {
  it('groups a count', () => {
    expect(formatsFor().number(12500)).toBe('12,500');
    expect(plain(formatsFor('fr-FR').number('12500'))).toBe('12 500');
  });

  it('writes a change with its sign, zero without one', () => {
    const fmt = formatsFor();
    expect(fmt.signed(5)).toBe('+5');
    expect(fmt.signed(-2)).toBe('-2');
    expect(fmt.signed(0)).toBe('0');
    expect(fmt.signed(null)).toBe(MISSING);
  });

  it('writes a rate in percent as the locale does', () => {
    expect(formatsFor().percent(20)).toBe('20%');
    expect(formatsFor().percent(5.5)).toBe('5.5%');
    expect(plain(formatsFor('fr-FR').percent(5.5))).toBe('5,5 %');
    expect(formatsFor().percent(null)).toBe(MISSING);
  });
});

describe('days and moments as date inputs write them', () => {
  it('writes the local day a moment falls on, and the local moment to the second', () => {
    expect(localDay(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
    expect(localDateTime(new Date(2026, 0, 9, 7, 5, 3))).toBe('2026-01-09T07:05:03');
  });
});
