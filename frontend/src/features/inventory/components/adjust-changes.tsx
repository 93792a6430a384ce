import { ScrollArea, Stack, Table, Text } from '@mantine/core';
import { NUMERIC } from '../../../components/list-table';
import { type CellChange, type ChangeSummary, signed, summaryText } from '../grid';

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
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {`${summaryText(summary)}.`}
      </Text>
      <Text size="sm">{`Reason: ${reason}`}</Text>
      <ScrollArea.Autosize mah={320} type="auto">
        <Table aria-label="Changes" verticalSpacing={4} horizontalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th style={NUMERIC}>Now → after</Table.Th>
              <Table.Th style={NUMERIC}>Difference</Table.Th>
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
