import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../../../components/list-table';
import type { Formats } from '../../../lib/format';
import type { Quote, QuoteLine } from '../api/quotes-api';
import { QUOTES } from '../messages';

/**
 * A quote's lines as the buyer reads them (a table, cards on a phone), each with what was asked
 * where staff changed it, and the subtotal under them.
 */
export function QuoteLines({ quote, formats }: { quote: Quote; formats: Formats }) {
  const { t } = useTranslation(QUOTES);
  const money = (amount: string | number | null) => formats.money(amount, quote.currency);
  const asked = (line: QuoteLine) => {
    if (line.requested_quantity === null) return t('quote.added');
    if (line.requested_quantity === line.quantity && line.requested_price === line.price)
      return null;
    return t('quote.asked', {
      quantity: formats.number(line.requested_quantity),
      price: money(line.requested_price),
    });
  };
  const columns: ListColumn<QuoteLine>[] = [
    {
      header: t('quote.product'),
      card: 'title',
      render: (line) => (
        <Stack gap={0}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {line.name}
          </Text>
          {asked(line) ? (
            <Text size="xs" c="dimmed">
              {asked(line)}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { header: t('quote.quantity'), numeric: true, render: (line) => formats.number(line.quantity) },
    { header: t('quote.price'), numeric: true, render: (line) => money(line.price) },
    { header: t('quote.total'), numeric: true, render: (line) => money(line.total) },
  ];
  return (
    <Stack gap="sm">
      <ListTable
        label={t('quote.lines')}
        columns={columns}
        rows={quote.lines}
        rowKey={(line) => line.product_id}
        empty={null}
      />
      <Group justify="flex-end" gap="xs" align="baseline">
        <Text fw={700}>
          {t('quote.subtotal')}: {money(quote.subtotal)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('quote.beforeTax')}
        </Text>
      </Group>
    </Stack>
  );
}
