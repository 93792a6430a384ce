import { describe, expect, it } from '@jest/globals';
import { axisTicks, LABEL_GAP, labelAnchor, labelSpan, type TickUnit } from './chart-ticks';

/** A moment of the local clock (the axis counts where the reader is). */
const at = (month: number, day: number, hours = 0, minutes = 0, seconds = 0) =>
  new Date(2026, month - 1, day, hours, minutes, seconds).getTime();

/** Labels as long as en-US writes them: "8:38:17 PM", "8:38 PM", "Dec 4". */
const LABELS: Record<TickUnit, string> = { second: '8:38:17 PM', minute: '8:38 PM', day: 'Dec 4' };
const label = (_: number, unit: TickUnit) => LABELS[unit];

/** Whether each label, drawn where the axis puts it, ends a gap before the next begins. */
function apart(ticks: number[], from: number, to: number, width: number, unit: TickUnit) {
  const spans = ticks.map((tick) =>
    labelSpan(((tick - from) / (to - from)) * width, LABELS[unit], 0, width),
  );
  return spans.every((span, index) => index === 0 || span[0] - spans[index - 1][1] >= LABEL_GAP);
}

describe('the stock chart time axis', () => {
  it('counts in round seconds when every change happened within a minute', () => {
    const from = at(12, 4, 20, 38, 7);
    const to = at(12, 4, 20, 38, 52);
    expect(axisTicks(from, to, 300, label)).toEqual({
      ticks: [at(12, 4, 20, 38, 15), at(12, 4, 20, 38, 30), at(12, 4, 20, 38, 45)],
      unit: 'second',
    });
  });

  it('counts in whole days, at local midnights, over a span of weeks', () => {
    const from = at(12, 1, 10);
    const to = at(12, 29, 9);
    expect(axisTicks(from, to, 300, label)).toEqual({
      ticks: [at(12, 2), at(12, 9), at(12, 16), at(12, 23)],
      unit: 'day',
    });
  });

  it('shows fewer ticks on a phone than on a wide screen, and never two labels overlapping', () => {
    const from = at(12, 4, 9, 12);
    const to = at(12, 4, 17, 47);
    const wide = axisTicks(from, to, 1000, label);
    const narrow = axisTicks(from, to, 280, label);
    expect(wide.unit).toBe('minute');
    expect(narrow.ticks.length).toBeLessThan(wide.ticks.length);
    expect(narrow.ticks.length).toBeGreaterThan(1);
    expect(apart(wide.ticks, from, to, 1000, wide.unit)).toBe(true);
    expect(apart(narrow.ticks, from, to, 280, narrow.unit)).toBe(true);
  });

  it('counts a year of changes in months without making a tick for every second of it', () => {
    const from = at(1, 10);
    const to = at(12, 20);
    const started = Date.now();
    const { ticks, unit } = axisTicks(from, to, 800, label);
    expect(Date.now() - started).toBeLessThan(200);
    expect(unit).toBe('day');
    expect(ticks[0]).toBe(at(2, 1));
    expect(ticks.every((tick) => new Date(tick).getDate() === 1)).toBe(true);
    expect(ticks).toHaveLength(11);
    expect(apart(ticks, from, to, 800, unit)).toBe(true);
  });

  it('labels both ends of the axis when no round step leaves two ticks that fit', () => {
    const from = at(12, 4, 20, 38, 7);
    const to = at(12, 4, 20, 38, 22);
    const { ticks, unit } = axisTicks(from, to, 170, label);
    expect(ticks).toEqual([from, to]);
    expect(apart(ticks, from, to, 170, unit)).toBe(true);
  });

  it('keeps a single tick when the chart is too narrow for two labels', () => {
    const { ticks } = axisTicks(at(12, 4, 20, 38, 7), at(12, 4, 20, 38, 52), 60, label);
    expect(ticks).toHaveLength(1);
  });

  it('anchors a label at its start by the left edge and at its end by the right edge', () => {
    expect(labelAnchor(50, 'Dec 4', 48, 400)).toBe('start');
    expect(labelAnchor(200, 'Dec 4', 48, 400)).toBe('middle');
    expect(labelAnchor(390, 'Dec 4', 48, 400)).toBe('end');
  });
});
