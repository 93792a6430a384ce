import {
  Anchor,
  Badge,
  Box,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type ProviderLink, useClientProviders } from '../../../api/client-providers';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { formatsFor } from '../../../lib/format';
import {
  type PortalInvoice,
  type PortalInvoices,
  portalInvoicePdfUrl,
  usePortalInvoices,
} from './portal-invoices-api';
import { CREDIT } from './portal-invoices-messages';

// The portal cannot read the provider's settings: the default formats, each amount in its currency.
const fmt = formatsFor();

const STATUS_COLOR = { PAID: 'green', OPEN: 'blue', OVERDUE: 'red' } as const;

/**
 * The portal's Invoices (issue 37, part 6): the buyer's open invoices at each provider it orders
 * from, the oldest due first, each with its PDF and an Overdue badge once past its due date;
 * above them what it owes and, where the provider set one, its credit limit. A table at desk
 * width, cards on a phone.
 */
export function PortalInvoicesPage() {
  const { t } = useTranslation(CREDIT);
  const clientId = useParams().clientId!;
  const providers = useClientProviders(clientId);
  const links = (providers.data ?? []).filter((link) => link.active);
  const answers = usePortalInvoices(
    clientId,
    links.map((link) => link.provider.id),
  );
  const count = answers.every((answer) => answer.data)
    ? answers.reduce((sum, answer) => sum + (answer.data?.invoices.length ?? 0), 0)
    : undefined;

  return (
    <Container component="section" size="lg">
      <PageHeader title={t('portal.title')} count={count} />
      <Stack gap="xl">
        {links.map((link, index) => (
          <ProviderInvoices
            key={link.provider.id}
            clientId={clientId}
            link={link}
            several={links.length > 1}
            answer={answers[index]}
          />
        ))}
        {providers.isPending ? <Skeleton height={120} /> : null}
      </Stack>
    </Container>
  );
}

function ProviderInvoices({
  clientId,
  link,
  several,
  answer,
}: {
  clientId: string;
  link: ProviderLink;
  several: boolean;
  answer: { data?: PortalInvoices; isPending: boolean; isError: boolean } | undefined;
}) {
  const { t } = useTranslation(CREDIT);
  const data = answer?.data;
  const columns: ListColumn<PortalInvoice>[] = [
    {
      header: t('portal.columns.invoice'),
      render: (invoice) => invoice.number,
      card: 'title',
    },
    {
      header: t('portal.columns.status'),
      render: (invoice) => <StatusBadge invoice={invoice} />,
      card: 'badge',
    },
    { header: t('portal.columns.order'), render: (invoice) => invoice.order_number },
    { header: t('portal.columns.issued'), render: (invoice) => fmt.date(invoice.issued_on) },
    { header: t('portal.columns.due'), render: (invoice) => fmt.date(invoice.due_on) },
    {
      header: t('portal.columns.total'),
      render: (invoice) => fmt.money(invoice.total, invoice.currency),
      numeric: true,
    },
    {
      header: t('portal.columns.open'),
      render: (invoice) => (
        <Text component="span" fw={600} size="sm">
          {fmt.money(invoice.open_amount, invoice.currency)}
        </Text>
      ),
      numeric: true,
    },
    {
      header: t('portal.columns.pdf'),
      render: (invoice) => (
        <Anchor
          href={portalInvoicePdfUrl(clientId, invoice.id)}
          target="_blank"
          rel="noopener"
          size="sm"
          aria-label={t('portal.pdfOf', { number: invoice.number })}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <IconDownload size={14} aria-hidden />
            {t('portal.pdf')}
          </Group>
        </Anchor>
      ),
    },
  ];
  return (
    <Box component="section" aria-label={several ? link.provider.name : t('portal.label')}>
      {several ? (
        <Title order={2} size="h4" mb="sm">
          {link.provider.name}
        </Title>
      ) : null}
      {data ? <Balance data={data} /> : null}
      {answer?.isError ? (
        <Text c="dimmed">{t('portal.loadFailed')}</Text>
      ) : (
        <ListTable
          label={several ? link.provider.name : t('portal.label')}
          columns={columns}
          rows={data?.invoices}
          rowKey={(invoice) => invoice.id}
          loading={answer?.isPending ?? true}
          empty={t('portal.empty')}
          emptyIcon={IconFileInvoice}
        />
      )}
    </Box>
  );
}

/** Paid, Open or Overdue. */
function StatusBadge({ invoice }: { invoice: PortalInvoice }) {
  const { t } = useTranslation(CREDIT);
  const status = invoice.payment_status;
  if (!status) return null;
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(`payment.${status}`)}
    </Badge>
  );
}

/** What the buyer owes, and its limit with what is left of it when the provider set one. */
function Balance({ data }: { data: PortalInvoices }) {
  const { t } = useTranslation(CREDIT);
  const money = (amount: string | number) => fmt.money(amount, data.currency);
  const limit = data.credit_limit;
  const left = limit === null ? null : Math.max(0, Number(limit) - Number(data.balance));
  const facts = [
    { label: t('portal.balance'), value: money(data.balance) },
    ...(limit === null
      ? []
      : [
          { label: t('portal.limit'), value: money(limit) },
          { label: t('portal.available'), value: money(left!.toFixed(2)) },
        ]),
  ];
  return (
    <SimpleGrid cols={{ base: facts.length > 1 ? 3 : 1, xs: 3 }} mb="md" spacing="xs">
      {facts.map((fact) => (
        <Paper key={fact.label} withBorder p="xs" radius="md">
          <Text size="xs" c="dimmed">
            {fact.label}
          </Text>
          <Text fw={600} size="sm">
            {fact.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
