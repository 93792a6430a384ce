import { DEFAULT_RETRY_POLICY, nextAttemptAt, retryDelay } from './backoff';

describe('retry schedule', () => {
  it('waits 10 s, then three times longer each attempt, at most an hour', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelay(n, DEFAULT_RETRY_POLICY));
    expect(delays).toEqual([
      10_000, 30_000, 90_000, 270_000, 810_000, 2_430_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it('retries until 24 hours after the first attempt, then gives up', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    const early = new Date('2026-01-01T00:00:05Z');
    expect(nextAttemptAt(1, first, early, DEFAULT_RETRY_POLICY)).toEqual(
      new Date('2026-01-01T00:00:15Z'),
    );
    const late = new Date('2026-01-01T23:30:00Z');
    expect(nextAttemptAt(12, first, late, DEFAULT_RETRY_POLICY)).toBeNull();
    const lastChance = new Date('2026-01-01T22:59:00Z');
    expect(nextAttemptAt(12, first, lastChance, DEFAULT_RETRY_POLICY)).toEqual(
      new Date('2026-01-01T23:59:00Z'),
    );
  });

  it('29 attempts fit in the 24 hours with the default schedule', () => {
    let now = 0;
    let attempts = 1;
    for (;;) {
      const next = nextAttemptAt(attempts, new Date(0), new Date(now), DEFAULT_RETRY_POLICY);
      if (!next) break;
      now = next.getTime();
      attempts += 1;
    }
    expect(attempts).toBe(29);
  });
});
