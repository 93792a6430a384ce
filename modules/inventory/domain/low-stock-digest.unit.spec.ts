import { digestDay, digestMail, isDigestDue } from './low-stock-digest';

describe('low-stock digest', () => {
  it('is due from the configured hour (UTC) on, and never at -1', () => {
    expect(isDigestDue(new Date('2026-11-25T06:59:00Z'), 7)).toBe(false);
    expect(isDigestDue(new Date('2026-11-25T07:00:00Z'), 7)).toBe(true);
    expect(isDigestDue(new Date('2026-11-25T23:00:00Z'), 7)).toBe(true);
    expect(isDigestDue(new Date('2026-11-25T23:00:00Z'), -1)).toBe(false);
    expect(digestDay(new Date('2026-11-25T23:00:00Z'))).toBe('2026-11-25');
  });

  it('lists each low stock with what to order, and counts what it leaves out', () => {
    const mail = digestMail(
      'Acme',
      [{ productName: 'Apple', locationName: 'Shop', available: 2, minimum: 5, suggested: 20 }],
      3,
      'https://app.example/provider/p/low-stock',
    );
    expect(mail.subject).toBe('Acme: 3 items low on stock');
    expect(mail.text).toBe(
      [
        '3 items of Acme are at or below the minimum:',
        '',
        '- Apple at Shop: 2 available, minimum 5, order 20',
        '…and 2 more.',
        '',
        'See them all: https://app.example/provider/p/low-stock',
      ].join('\n'),
    );
  });
});
