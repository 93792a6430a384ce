import { Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoment } from '../../../lib/format';
import type { LedgerPage } from '../api/stock-history-api';
import { stockChart } from '../chart-data';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const dayTick = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const secondTick = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });
const timeTick = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const count = (n: number) => n.toLocaleString('en-US');

export interface StockChartProps {
  ledger: LedgerPage;
  locationName: (locationId: string) => string;
}

/**
 * Current and committed over time, a pair of step lines per location, from the running figures
 * of the newest ledger rows; a caption says when older rows are left out.
 */
export function StockChart({ ledger, locationName }: StockChartProps) {
  const { points, series } = useMemo(
    () => stockChart(ledger.entries, locationName, Date.now()),
    [ledger, locationName],
  );
  if (points.length === 0) return null;
  const span = points[points.length - 1].at - points[0].at;
  // Days over days, minutes over hours, seconds when it all happened within the hour.
  const tick = (at: number) =>
    (span > DAY_MS ? dayTick : span > HOUR_MS ? timeTick : secondTick).format(at);
  const shown = ledger.entries.length;
  const left = ledger.capped || ledger.total > shown;

  return (
    <figure style={{ margin: 0 }} aria-label="Stock over time">
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={points} margin={{ top: 8, right: 40, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-gray-3)" />
          <XAxis
            dataKey="at"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={tick}
            fontSize={12}
          />
          <YAxis allowDecimals={false} fontSize={12} width={48} />
          <Tooltip labelFormatter={(at) => formatMoment(Number(at))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((line) => (
            <Line
              key={line.key}
              dataKey={line.key}
              name={line.name}
              type="stepAfter"
              stroke={line.color}
              strokeWidth={2}
              strokeDasharray={line.committed ? '5 4' : undefined}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
      <Text component="figcaption" size="xs" c="dimmed" mt={4}>
        {`${
          left
            ? `The latest ${count(shown)} of ${ledger.capped ? 'more than ' : ''}${count(ledger.total)} stock changes (the CSV has them all).`
            : `All ${count(shown)} stock changes.`
        } Committed is dashed.`}
      </Text>
    </figure>
  );
}
