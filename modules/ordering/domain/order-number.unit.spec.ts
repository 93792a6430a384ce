import {
  formatOrderNumber,
  numberPrefixOf,
  parseOrderNumber,
  prefixedNumberMatch,
  seriesOf,
} from './order-number';

describe('order numbers', () => {
  it('numbers orders and movements in series of their own, each with its prefix', () => {
    expect(seriesOf('ORDER')).toBe('order');
    expect(['IN', 'OUT', 'ADJUST'].map((type) => seriesOf(type as 'IN'))).toEqual([
      'movement',
      'movement',
      'movement',
    ]);
    expect(formatOrderNumber('ORDER', 1001)).toBe('#1001');
    expect(formatOrderNumber('ADJUST', 1002)).toBe('MV-1002');
  });

  it("writes an order's number with the prefix it froze when placed; a movement's always with MV-", () => {
    // Given an order placed under the prefix SO-, and one placed before prefixes were kept
    expect(formatOrderNumber('ORDER', 1002, 'SO-')).toBe('SO-1002');
    expect(formatOrderNumber('ORDER', 1001, null)).toBe('#1001');
    expect(numberPrefixOf('ORDER', undefined)).toBe('#');
    // A movement has no prefix of its own, whatever it carries
    expect(formatOrderNumber('IN', 1003, 'SO-')).toBe('MV-1003');
    expect(numberPrefixOf('ADJUST', 'SO-')).toBe('MV-');
  });

  it('reads a searched number with or without its prefix, and nothing else as a number', () => {
    expect(parseOrderNumber('1001')).toEqual({ n: 1001 });
    expect(parseOrderNumber(' #1001 ')).toEqual({ n: 1001, series: 'order', prefix: '#' });
    expect(parseOrderNumber('MV-1002')).toEqual({ n: 1002, series: 'movement' });
    expect(parseOrderNumber('mv1002')).toEqual({ n: 1002, series: 'movement' });
    for (const text of ['', '#', 'abc', '10.5', '-3', '#1001x', '1234567890'])
      expect(parseOrderNumber(text)).toBeNull();
  });

  it("reads any prefix an order may have as that order's prefix, as typed", () => {
    expect(parseOrderNumber('SO-1002')).toEqual({ n: 1002, series: 'order', prefix: 'SO-' });
    expect(parseOrderNumber('so-1002')).toEqual({ n: 1002, series: 'order', prefix: 'so-' });
    expect(parseOrderNumber('2024/1005')).toEqual({ n: 1005, series: 'order', prefix: '2024/' });
    expect(parseOrderNumber('# 1001')).toEqual({ n: 1001, series: 'order', prefix: '#' });
    // Not a prefix the settings allow (a sign, a space, too long), or a plain number
    for (const text of ['SO_1002', 'S O1002', 'ABCDEFGHIJK1001', '+1001', '.5'])
      expect(parseOrderNumber(text)).toBeNull();
  });

  it('finds a prefixed number whatever the case, and under a prefix that ends in digits', () => {
    expect(prefixedNumberMatch({ n: 1002, prefix: 'SO-' })).toEqual({
      text: 'so-1002',
      numbers: [1002, 2],
    });
    // A11001: A1's 1001, A's 11001 or A1100's 1 (not a number written 001 or 01)
    expect(prefixedNumberMatch({ n: 11001, prefix: 'A' })).toEqual({
      text: 'a11001',
      numbers: [11001, 1001, 1],
    });
  });
});
