import { describe, expect, it } from '@jest/globals';
import { monthToDate, periodOf } from './period';

describe('the period of the cost of goods sold', () => {
  it('starts on the first of this month and ends today by default', () => {
    expect(monthToDate(new Date(2026, 11, 5, 21, 30))).toEqual({
      from: '2026-12-01',
      to: '2026-12-05',
    });
    expect(monthToDate(new Date(2027, 0, 1, 0, 0))).toEqual({
      from: '2027-01-01',
      to: '2027-01-01',
    });
  });

  it('runs from the start of the first day to the end of the last, where the reader is', () => {
    const period = periodOf('2026-12-01', '2026-12-05');
    expect(period).toEqual({
      kind: 'period',
      from: new Date(2026, 11, 1).toISOString(),
      to: new Date(2026, 11, 6).toISOString(),
    });
  });

  it('takes one day as the whole of that day, across the end of a month', () => {
    expect(periodOf('2026-12-31', '2026-12-31')).toEqual({
      kind: 'period',
      from: new Date(2026, 11, 31).toISOString(),
      to: new Date(2027, 0, 1).toISOString(),
    });
  });

  it('reads nothing while a day is missing or is no day of the calendar', () => {
    expect(periodOf('', '2026-12-05')).toEqual({ kind: 'incomplete' });
    expect(periodOf('2026-02-30', '2026-03-02')).toEqual({ kind: 'incomplete' });
    expect(periodOf('2026-12-01', 'tomorrow')).toEqual({ kind: 'incomplete' });
  });

  it('refuses a last day before the first', () => {
    expect(periodOf('2026-12-05', '2026-12-04')).toEqual({ kind: 'backwards' });
  });
});
