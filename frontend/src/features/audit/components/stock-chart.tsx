import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  type XAxisTickContentProps,
  YAxis,
} from 'recharts';
import { useRouteFormats } from '../../../lib/use-formats';
import type { LedgerPage } from '../api/stock-history-api';
import { stockChart } from '../chart-data';
import { axisTicks, labelAnchor, type TickUnit } from '../chart-ticks';
import { AUDIT } from '../messages';

/** The y axis' width and the room kept right of the plot, in px. */
const Y_AXIS_WIDTH = 48;
const RIGHT = 16;
const HEIGHT = 260;

export interface StockChartProps {
  ledger: LedgerPage;
  locationName: (locationId: string) => string;
}

/**
 * Current and committed over time, a pair of step lines per location, from the running figures
 * of the newest ledger rows; a caption says when older rows are left out.
 */
export function StockChart({ ledger, locationName }: StockChartProps) {
  const { t } = useTranslation(AUDIT);
  const { points, series } = useMemo(
    () =>
      stockChart(ledger.entries, locationName, Date.now(), (location, committed) =>
        t(committed ? 'chart.committed' : 'chart.current', { location }),
      ),
    [ledger, locationName, t],
  );
  const fmt = useRouteFormats();
  if (points.length === 0) return null;
  const from = points[0].at;
  const to = points[points.length - 1].at;
  // Days over days, minutes over hours, seconds when it all happened within minutes.
  const label = (at: number, unit: TickUnit) =>
    (unit === 'day' ? fmt.shortDate : unit === 'minute' ? fmt.time : fmt.timeWithSeconds)(at);
  const shown = ledger.entries.length;
  const left = ledger.capped || ledger.total > shown;

  return (
    <figure style={{ margin: 0 }} aria-label={t('chart.label')}>
      <Sized height={HEIGHT}>
        {(width) => {
          // The chart's width decides how many ticks its time axis has room for.
          const plot = { left: Y_AXIS_WIDTH, right: Math.max(width - RIGHT, Y_AXIS_WIDTH) };
          const axis = axisTicks(from, to, plot.right - plot.left, label);
          return (
            <ResponsiveContainer width="100%" height={HEIGHT}>
              <LineChart data={points} margin={{ top: 8, right: RIGHT, bottom: 0, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-gray-3)" />
                <XAxis
                  dataKey="at"
                  type="number"
                  scale="time"
                  domain={[from, to]}
                  ticks={axis.ticks}
                  // Every tick given: they were chosen so that their labels fit apart.
                  interval={0}
                  tick={(props: XAxisTickContentProps) => (
                    <AxisLabel
                      x={Number(props.x)}
                      y={Number(props.y)}
                      text={label(Number(props.payload.value), axis.unit)}
                      plot={plot}
                    />
                  )}
                  fontSize={12}
                />
                <YAxis allowDecimals={false} fontSize={12} width={Y_AXIS_WIDTH} />
                <Tooltip labelFormatter={(at) => fmt.moment(Number(at))} />
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
          );
        }}
      </Sized>
      <Text component="figcaption" size="xs" c="dimmed" mt={4}>
        {`${
          left
            ? t(ledger.capped ? 'chart.latestOfMore' : 'chart.latest', {
                shown: fmt.number(shown),
                total: fmt.number(ledger.total),
              })
            : t('chart.all', { count: shown, shown: fmt.number(shown) })
        } ${t('chart.dashed')}`}
      </Text>
    </figure>
  );
}

/** A box of `height` that draws its content once it knows its width, and again as that changes. */
function Sized({ height, children }: { height: number; children: (width: number) => ReactNode }) {
  const { ref, width } = useElementSize();
  return (
    <Box ref={ref} h={height}>
      {width > 0 ? children(width) : null}
    </Box>
  );
}

/**
 * A tick's label, centred under its tick unless that would push it past the plot's edge: the
 * first and last then line up with the edge rather than run into the y axis or off the chart.
 */
function AxisLabel({
  x,
  y,
  text,
  plot,
}: {
  x: number;
  y: number;
  text: string;
  plot: { left: number; right: number };
}) {
  return (
    <text
      className="stock-chart-time"
      x={x}
      y={y}
      dy="0.71em"
      textAnchor={labelAnchor(x, text, plot.left, plot.right)}
      fontSize={12}
      fill="var(--mantine-color-dimmed)"
    >
      {text}
    </text>
  );
}
