import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TableData } from '../api/ask-assistant';
import { formatCell } from '../format';
import { ASSISTANT } from '../messages';
import { Collapsible } from './collapsible';
import { SeriesChart } from './series-chart';

/** docs/product.md §2.9: at most 3 rows are shown, then +N more. */
const SHOWN = 3;

/** Data Results (N records): a chart of a series, then the first rows. */
export function DataResults({ data, providerId }: { data: TableData; providerId: string }) {
  const { t } = useTranslation(ASSISTANT);
  const shown = data.rows.slice(0, SHOWN);
  const more = data.rows.length - shown.length;
  return (
    <Collapsible title={t('results.title', { count: data.rows.length })} initiallyOpen>
      <SeriesChart data={data} />
      {shown.length > 0 ? (
        <Table fz="xs" verticalSpacing={2} horizontalSpacing={4} withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {data.columns.map((column) => (
                <Table.Th key={column.key}>{column.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of one answer never reorder
              <Table.Tr key={i}>
                {data.columns.map((column) => (
                  <Table.Td key={column.key}>
                    {column.key === 'order_id' && typeof row[column.key] === 'string' ? (
                      <Anchor
                        component={Link}
                        to={`/provider/${providerId}/order/${row[column.key]}`}
                        size="xs"
                      >
                        {String(row[column.key]).slice(0, 8)}
                      </Anchor>
                    ) : (
                      formatCell(row[column.key], column.type)
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {more > 0 ? (
        <Text size="xs" c="dimmed" mt={2}>
          {t('results.more', { more })}
        </Text>
      ) : null}
    </Collapsible>
  );
}
