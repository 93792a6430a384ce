import { lastUnits, monthOf, resolvePreset } from './period';
import { PERIOD_PRESETS } from './semantic-layer';

// Saturday 21 November 2026, late in the day (UTC).
const now = new Date('2026-11-21T23:30:00Z');

describe('periods, in whole UTC days', () => {
  it.each([
    ['today', '2026-11-21', '2026-11-21'],
    ['yesterday', '2026-11-20', '2026-11-20'],
    ['this_week', '2026-11-16', '2026-11-22'],
    ['last_week', '2026-11-09', '2026-11-15'],
    ['this_month', '2026-11-01', '2026-11-30'],
    ['last_month', '2026-10-01', '2026-10-31'],
    ['this_quarter', '2026-10-01', '2026-12-31'],
    ['last_quarter', '2026-07-01', '2026-09-30'],
    ['this_year', '2026-01-01', '2026-12-31'],
    ['last_year', '2025-01-01', '2025-12-31'],
    ['last_7_days', '2026-11-15', '2026-11-21'],
    ['last_30_days', '2026-10-23', '2026-11-21'],
    ['last_90_days', '2026-08-24', '2026-11-21'],
    ['last_12_months', '2025-12-01', '2026-11-30'],
  ] as const)('%s runs from %s to %s', (preset, from, to) => {
    expect(resolvePreset(preset, now)).toMatchObject({ from, to });
  });

  it('resolves every preset the semantic layer offers', () => {
    for (const preset of PERIOD_PRESETS) expect(resolvePreset(preset, now).from).toMatch(/^\d{4}-/);
  });

  it('crosses the year for last month in January and last quarter in March', () => {
    const january = new Date('2027-01-10T00:00:00Z');
    expect(resolvePreset('last_month', january)).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(resolvePreset('last_quarter', new Date('2027-03-01T00:00:00Z'))).toMatchObject({
      from: '2026-10-01',
      to: '2026-12-31',
    });
  });

  it('counts the last N days, weeks or months up to today', () => {
    expect(lastUnits(2, 'week', now)).toEqual({
      from: '2026-11-08',
      to: '2026-11-21',
      label: 'in the last 2 weeks',
    });
    expect(lastUnits(3, 'month', now)).toMatchObject({ from: '2026-08-22', to: '2026-11-21' });
  });

  it('takes a month without a year as the latest one that has begun', () => {
    expect(monthOf(10, undefined, now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      label: 'in Nov 2026',
    });
    expect(monthOf(11, undefined, now)).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
    expect(monthOf(1, 2028, now)).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
  });
});
