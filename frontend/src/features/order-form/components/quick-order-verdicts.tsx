import { Box, Group, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Formats, MISSING } from '../../../lib/format';
import { ORDER_FORM } from '../messages';
import { type VerdictRow, verdictWords } from '../quick-order';

type Tone = 'added' | 'changed' | 'refused';

/** Green for a line added as asked, yellow for one added otherwise, red for one not added. */
function toneOf(row: VerdictRow): Tone {
  if (row.verdict === 'ok') return 'added';
  if (row.verdict === 'capped' || row.verdict === 'merged') return 'changed';
  return 'refused';
}

const TONES: Record<Tone, { color: string; icon: typeof IconCheck }> = {
  added: { color: 'teal', icon: IconCheck },
  changed: { color: 'yellow', icon: IconAlertTriangle },
  refused: { color: 'red', icon: IconX },
};

/** The verdict with its mark: the colour and the icon repeat what the words say. */
function Verdict({ row, fmt }: { row: VerdictRow; fmt: Formats }) {
  const { t } = useTranslation(ORDER_FORM);
  const { color, icon: Icon } = TONES[toneOf(row)];
  const { text, more } = verdictWords(row, t, fmt);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <ThemeIcon color={color} variant="light" size={22} radius="xl" aria-hidden>
        <Icon size={14} />
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600}>
          {text}
        </Text>
        {more ? (
          <Text size="xs" c="dimmed">
            {more}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

/** What a line asked: its units, or a dash for a line that could not be read. */
const quantityText = (row: VerdictRow, fmt: Formats) =>
  row.quantity === null ? MISSING : fmt.number(row.quantity);

/**
 * Every pasted line and what became of it (issue 37, quick order): its number, the SKU (or the
 * text of a line that could not be read), the product, the quantity and the verdict. A list of
 * cards on a phone, a table on a wide screen; nothing is left out.
 */
export function QuickOrderVerdicts({
  rows,
  phone,
  fmt,
}: {
  rows: VerdictRow[];
  phone: boolean;
  fmt: Formats;
}) {
  const { t } = useTranslation(ORDER_FORM);
  if (phone) {
    return (
      <Stack
        component="ul"
        aria-label={t('quickOrder.lines')}
        gap={0}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {rows.map((row) => (
          <Box
            component="li"
            key={row.line}
            py="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Verdict row={row} fmt={fmt} />
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('quickOrder.line', { line: fmt.number(row.line) })}
              </Text>
            </Group>
            <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
              <Text span ff="monospace" size="sm">
                {row.sku}
              </Text>
              {row.product ? ` · ${row.product.name}` : null}
            </Text>
            <Text size="xs" c="dimmed">
              {t('quickOrder.quantity', { quantity: quantityText(row, fmt) })}
            </Text>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="xs" aria-label={t('quickOrder.lines')} layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={56}>{t('quickOrder.columns.line')}</Table.Th>
          <Table.Th>{t('quickOrder.columns.sku')}</Table.Th>
          <Table.Th>{t('quickOrder.columns.product')}</Table.Th>
          <Table.Th w={80} ta="right">
            {t('quickOrder.columns.quantity')}
          </Table.Th>
          <Table.Th w="34%">{t('quickOrder.columns.result')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.line}>
            <Table.Td>{fmt.number(row.line)}</Table.Td>
            <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {row.sku}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.product?.name ?? MISSING}</Table.Td>
            <Table.Td ta="right">{quantityText(row, fmt)}</Table.Td>
            <Table.Td>
              <Verdict row={row} fmt={fmt} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
