import { useTranslation } from 'react-i18next';
import type { TableData } from '../api/ask-assistant';
import { formatCell } from '../format';
import { ASSISTANT } from '../messages';

const NUMERIC = ['number', 'currency', 'percentage'];
const WIDTH = 300;
const HEIGHT = 90;
const MAX_BARS = 40;

/**
 * A small bar chart of a series (a value per month, per client, ...): the first grouping along
 * the bottom, the first measure as bars. Nothing for a single value or a list.
 */
export function SeriesChart({ data }: { data: TableData }) {
  const { t } = useTranslation(ASSISTANT);
  const label = data.columns.find((c) => !NUMERIC.includes(c.type));
  const measure = data.columns.find((c) => NUMERIC.includes(c.type));
  if (!label || !measure || data.rows.length < 2) return null;
  const rows = data.rows.slice(0, MAX_BARS);
  const values = rows.map((row) => Number(row[measure.key] ?? 0));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const zero = (max / span) * HEIGHT;
  const step = WIDTH / rows.length;
  const name = (i: number) => formatCell(rows[i][label.key], label.type);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT + 14}`}
      width="100%"
      role="img"
      aria-label={t('results.chart', { measure: measure.label, label: label.label })}
      style={{ display: 'block', marginBottom: 4 }}
    >
      {values.map((value, i) => {
        const height = Math.max((Math.abs(value) / span) * HEIGHT, 1);
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: bars are positions of a fixed series
            key={i}
            x={i * step + step * 0.15}
            y={value >= 0 ? zero - height : zero}
            width={step * 0.7}
            height={height}
            rx={1}
            fill="var(--mantine-color-teal-6)"
          >
            <title>{`${name(i)}: ${formatCell(value, measure.type)}`}</title>
          </rect>
        );
      })}
      <text x={0} y={HEIGHT + 11} fontSize={9} fill="var(--mantine-color-dimmed)">
        {name(0)}
      </text>
      <text
        x={WIDTH}
        y={HEIGHT + 11}
        fontSize={9}
        textAnchor="end"
        fill="var(--mantine-color-dimmed)"
      >
        {name(rows.length - 1)}
      </text>
    </svg>
  );
}
