import { describe, expect, it } from '@jest/globals';
import { lastThirtyDays } from './report-period';

describe('the audit report’s default period', () => {
  it('ends with the current second, so a change made earlier in it is in the report', () => {
    const now = new Date(2026, 10, 25, 11, 42, 42, 300);
    const changeJustMade = new Date(2026, 10, 25, 11, 42, 42, 200);
    const { from, to } = lastThirtyDays(now);
    expect(new Date(to).getTime()).toBeGreaterThanOrEqual(changeJustMade.getTime());
    expect(new Date(to).getTime()).toBe(new Date(2026, 10, 25, 11, 42, 42, 999).getTime());
    expect(new Date(from).getTime()).toBe(new Date(2026, 9, 26, 0, 0, 0, 0).getTime());
  });
});
