/**
 * The time axis of the stock chart: where its ticks go and how each is written, so that their
 * labels never overlap however narrow the chart is. Pure.
 */

/** What a tick's label says: a time to the second, a time to the minute, or a day. */
export type TickUnit = 'second' | 'minute' | 'day';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A step between ticks: a length of time, or a number of calendar days or months. */
type Step = { ms: number } | { days: number } | { months: number };

/** The steps an axis counts in, shortest first: round numbers a reader recognises. */
const STEPS: readonly Step[] = [
  ...[1, 2, 5, 10, 15, 30].map((n) => ({ ms: n * SECOND })),
  ...[1, 2, 5, 10, 15, 30].map((n) => ({ ms: n * MINUTE })),
  ...[1, 2, 3, 6, 12].map((n) => ({ ms: n * HOUR })),
  ...[1, 2, 7, 14].map((days) => ({ days })),
  ...[1, 3, 6, 12, 24, 60, 120].map((months) => ({ months })),
];

/** Roughly how wide a character of a 12 px label is, and the room kept between two labels. */
export const CHAR_WIDTH = 7;
export const LABEL_GAP = 16;

/** How wide a label is drawn, near enough to keep two apart. */
export function labelWidth(text: string): number {
  return text.length * CHAR_WIDTH;
}

/** A step's length, near enough to count its ticks before making them. */
function lengthOf(step: Step): number {
  if ('ms' in step) return step.ms;
  if ('days' in step) return step.days * DAY;
  return step.months * 30 * DAY;
}

function unitOf(step: Step): TickUnit {
  if ('ms' in step) return step.ms < MINUTE ? 'second' : 'minute';
  return 'day';
}

/** The local midnight that starts the day of `at`. */
function dayStart(at: number): Date {
  const date = new Date(at);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/**
 * The ticks of one step between `from` and `to` (both included): on round times where the reader
 * is (whole minutes, hours from midnight, local midnights, firsts of the month).
 */
function ticksOf(from: number, to: number, step: Step): number[] {
  const ticks: number[] = [];
  if ('ms' in step) {
    // From the local midnight before: an hour's ticks fall on whole hours of the local clock.
    const midnight = dayStart(from).getTime();
    for (let at = midnight + Math.ceil((from - midnight) / step.ms) * step.ms; at <= to; ) {
      ticks.push(at);
      at += step.ms;
    }
    return ticks;
  }
  const day = dayStart(from);
  if ('days' in step) {
    if (day.getTime() < from) day.setDate(day.getDate() + 1);
    // A week's ticks fall on the same weekday; days count from the first midnight.
    for (; day.getTime() <= to; day.setDate(day.getDate() + step.days)) ticks.push(day.getTime());
    return ticks;
  }
  const month = new Date(day.getFullYear(), day.getMonth(), 1);
  if (month.getTime() < from) month.setMonth(month.getMonth() + 1);
  // Quarters and half years start in January, April, July, October.
  while (month.getMonth() % Math.min(step.months, 12) !== 0) month.setMonth(month.getMonth() + 1);
  for (; month.getTime() <= to; month.setMonth(month.getMonth() + step.months))
    ticks.push(month.getTime());
  return ticks;
}

export interface AxisTicks {
  ticks: number[];
  unit: TickUnit;
}

/**
 * The ticks of a time axis from `from` to `to` (ms) drawn `width` px wide: the shortest round
 * step whose labels, as `label` writes them and labelAnchor places them, sit side by side with
 * room between them. Where that leaves one tick, the axis' two ends instead when both fit; on a
 * chart too narrow for two labels, one tick alone.
 */
export function axisTicks(
  from: number,
  to: number,
  width: number,
  label: (at: number, unit: TickUnit) => string,
): AxisTicks {
  const px = width / Math.max(to - from, 1);
  // Each label, drawn where labelAnchor puts it, a gap short of the next.
  const apart = (ticks: number[], unit: TickUnit) => {
    const spans = ticks.map((at) => labelSpan((at - from) * px, label(at, unit), 0, width));
    return spans.every((span, index) => index === 0 || span[0] - spans[index - 1][1] >= LABEL_GAP);
  };
  let last: AxisTicks = { ticks: [from], unit: 'second' };
  for (const step of STEPS) {
    // Far more ticks than could ever fit (a second's over a year): not even made.
    if ((to - from) / lengthOf(step) > width / LABEL_GAP) continue;
    const unit = unitOf(step);
    const ticks = ticksOf(from, to, step);
    if (ticks.length === 0) continue;
    if (ticks.length > 1 && !apart(ticks, unit)) {
      last = { ticks: ticks.slice(0, 1), unit };
      continue;
    }
    // A single round tick says little: both ends, when they fit, say when it starts and ends.
    if (ticks.length === 1 && to > from && apart([from, to], unit))
      return { ticks: [from, to], unit };
    return { ticks, unit };
  }
  return last;
}

/**
 * Where a label is anchored on its tick at `x`: centred, unless that would push it past the
 * `left` or `right` edge, where it lines up with the edge instead.
 */
export function labelAnchor(
  x: number,
  text: string,
  left: number,
  right: number,
): 'start' | 'middle' | 'end' {
  const half = labelWidth(text) / 2;
  if (x - half < left) return 'start';
  if (x + half > right) return 'end';
  return 'middle';
}

/** From where to where a label is drawn, anchored as labelAnchor says. */
export function labelSpan(x: number, text: string, left: number, right: number): [number, number] {
  const wide = labelWidth(text);
  const anchor = labelAnchor(x, text, left, right);
  if (anchor === 'start') return [x, x + wide];
  if (anchor === 'end') return [x - wide, x];
  return [x - wide / 2, x + wide / 2];
}
