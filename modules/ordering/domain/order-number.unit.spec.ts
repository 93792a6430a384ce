import { formatOrderNumber, parseOrderNumber, seriesOf } from './order-number';

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

  it('reads a searched number with or without its prefix, and nothing else as a number', () => {
    expect(parseOrderNumber('1001')).toEqual({ n: 1001 });
    expect(parseOrderNumber(' #1001 ')).toEqual({ n: 1001, series: 'order' });
    expect(parseOrderNumber('MV-1002')).toEqual({ n: 1002, series: 'movement' });
    expect(parseOrderNumber('mv1002')).toEqual({ n: 1002, series: 'movement' });
    for (const text of ['', '#', 'abc', '10.5', '-3', '#1001x', '1234567890'])
      expect(parseOrderNumber(text)).toBeNull();
  });
});
