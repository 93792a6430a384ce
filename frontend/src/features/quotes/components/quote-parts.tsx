import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
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

/** A quote page's heading: its number and state, with `aside` (dates) at the other end. */
export function QuoteHeading({ quote, aside }: { quote: Quote; aside: ReactNode }) {
  const { t } = useTranslation(QUOTES);
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Group gap="sm">
        <Title order={1} size="h2">
          {t('quote.title', { number: quote.number })}
        </Title>
        <QuoteStateBadge state={quote.state} />
      </Group>
      <Text c="dimmed" size="sm">
        {aside}
      </Text>
    </Group>
  );
}

/** A note on a quote (the buyer's or the staff's) as written, under `title`; none: nothing. */
export function QuoteNote({ title, note }: { title: string; note: string | null }) {
  if (!note) return null;
  return (
    <SectionCard title={title}>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note}</Text>
    </SectionCard>
  );
}
