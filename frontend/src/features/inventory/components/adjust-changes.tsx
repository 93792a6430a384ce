import { ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NUMERIC } from '../../../components/list-table';
import { type CellChange, type ChangeSummary, signed, summaryText } from '../grid';
import { INVENTORY } from '../messages';

/**
 * What Adjust inventory will do, under the spec's question: how many changes, and each one
 * (product, location, now → after, difference). A long list scrolls inside the dialog.
 */
export function AdjustChanges({
  changes,
  summary,
  reason,
}: {
  changes: readonly CellChange[];
  summary: ChangeSummary;
  /** The reason chosen (and its note), as the adjustment will record it. */
  reason: string;
}) {
  const { t } = useTranslation(INVENTORY);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('adjust.confirm.summary', { summary: summaryText(summary) })}
      </Text>
      <Text size="sm">{t('adjust.confirm.reason', { reason })}</Text>
      <ScrollArea.Autosize mah={320} type="auto">
        <Table
          aria-label={t('adjust.confirm.tableLabel')}
          verticalSpacing={4}
          horizontalSpacing="xs"
          fz="sm"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adjust.confirm.columns.product')}</Table.Th>
              <Table.Th style={NUMERIC}>{t('adjust.confirm.columns.nowAfter')}</Table.Th>
              <Table.Th style={NUMERIC}>{t('adjust.confirm.columns.difference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => (
              <Table.Tr key={`${change.productId}|${change.locationId}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {change.productName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {change.locationName}
                  </Text>
                </Table.Td>
                <Table.Td style={{ ...NUMERIC, whiteSpace: 'nowrap' }}>
                  {`${change.current} → ${change.target}`}
                </Table.Td>
                <Table.Td
                  style={{ ...NUMERIC, whiteSpace: 'nowrap' }}
                  c={change.difference > 0 ? 'teal.9' : 'red.9'}
                  fw={600}
                >
                  {signed(change.difference)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}
