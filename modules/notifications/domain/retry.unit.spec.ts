import { nextAttemptAt } from './retry';

describe('retrying a mail', () => {
  const at = new Date('2026-12-05T10:00:00Z');
  const later = (attempts: number) => nextAttemptAt(attempts, at)?.toISOString() ?? null;

  it('given failures, waits 1 min, 5 min, 30 min, 2 h, then 12 h before the next attempt', () => {
    expect([1, 2, 3, 4, 5].map(later)).toEqual([
      '2026-12-05T10:01:00.000Z',
      '2026-12-05T10:05:00.000Z',
      '2026-12-05T10:30:00.000Z',
      '2026-12-05T12:00:00.000Z',
      '2026-12-05T22:00:00.000Z',
    ]);
  });

  it('given a sixth failure, gives up', () => {
    expect(later(6)).toBeNull();
  });
});
