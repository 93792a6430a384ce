import type { LedgerEntry } from './api/stock-history-api';

/** One moment of the chart: the time and each series' figure then. */
export type ChartPoint = { at: number } & Record<string, number>;

/** One line: a location's current or committed figure. */
export interface ChartSeries {
  key: string;
  name: string;
  color: string;
  committed: boolean;
}

const COLORS = ['teal', 'blue', 'grape', 'orange', 'indigo', 'red', 'lime', 'cyan'];

/**
 * The ledger rows (newest first, as the API answers) as step-chart points, oldest first: a
 * point before the first change, one per change, and one at `now` holding the last figures.
 * Every point carries every location's figures, so each line steps only where its location
 * changed. A location's figures before its first row in the window are that row's running
 * figures minus its deltas: right even when the window leaves older rows out.
 */
export function stockChart(
  entries: readonly LedgerEntry[],
  locationName: (locationId: string) => string,
  now: number,
  /** A line's name in the legend, in the language shown: "Main current", "Main committed". */
  seriesName: (location: string, committed: boolean) => string,
): { points: ChartPoint[]; series: ChartSeries[] } {
  const ordered = [...entries].reverse();
  const figures = new Map<string, { current: number; committed: number }>();
  for (const entry of ordered) {
    if (figures.has(entry.location_id)) continue;
    figures.set(entry.location_id, {
      current: entry.running_current - entry.delta_current,
      committed: entry.running_committed - entry.delta_committed,
    });
  }
  const locations = [...figures.keys()].sort((a, b) =>
    locationName(a).localeCompare(locationName(b), undefined, { sensitivity: 'base' }),
  );
  const keys = new Map(locations.map((id, index) => [id, index]));
  const series = locations.flatMap((id, index): ChartSeries[] => {
    const color = `var(--mantine-color-${COLORS[index % COLORS.length]}-6)`;
    return [
      {
        key: `current_${index}`,
        name: seriesName(locationName(id), false),
        color,
        committed: false,
      },
      {
        key: `committed_${index}`,
        name: seriesName(locationName(id), true),
        color,
        committed: true,
      },
    ];
  });
  const point = (at: number): ChartPoint => {
    const values: Record<string, number> = {};
    for (const [id, { current, committed }] of figures) {
      values[`current_${keys.get(id)}`] = current;
      values[`committed_${keys.get(id)}`] = committed;
    }
    return { ...values, at } as ChartPoint;
  };
  if (ordered.length === 0) return { points: [], series };
  const points = [point(Date.parse(ordered[0].at))];
  for (const entry of ordered) {
    figures.set(entry.location_id, {
      current: entry.running_current,
      committed: entry.running_committed,
    });
    points.push(point(Date.parse(entry.at)));
  }
  points.push(point(Math.max(now, points[points.length - 1].at)));
  return { points, series };
}
