import { Button, Group, Paper, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../../components/list-table';
import type { Formats } from '../../../lib/format';
import type { Quote } from '../api/quotes-api';
import { QUOTES } from '../messages';
import { QuoteStateBadge } from './quote-state-badge';

/** The columns both quote lists end with: subtotal, valid until, state. */
export function quoteTermsColumns(t: TFunction<'quotes'>, formats: Formats): ListColumn<Quote>[] {
  return [
    {
      header: t('columns.subtotal'),
      numeric: true,
      render: (quote) => formats.money(quote.subtotal, quote.currency),
    },
    {
      header: t('columns.validUntil'),
      render: (quote) => (quote.valid_until ? formats.date(quote.valid_until) : '—'),
    },
    {
      header: t('columns.state'),
      card: 'badge',
      render: (quote) => <QuoteStateBadge state={quote.state} />,
    },
  ];
}

/** An accepted quote's order, by its number, with a way to it (`to`: its page on this side). */
export function QuoteOrderLink({ order, to }: { order: { number: string }; to: string }) {
  const { t } = useTranslation(QUOTES);
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" gap="sm">
        <Text fw={600}>{t('quote.order', { number: order.number })}</Text>
        <Button component={Link} to={to} variant="default">
          {t('quote.viewOrder', { number: order.number })}
        </Button>
      </Group>
    </Paper>
  );
}
