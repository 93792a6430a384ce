import { Container, Select, Text } from '@mantine/core';
import { IconFileDollar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useClientProviders } from '../../../api/client-providers';
import { NextStep } from '../../../components/empty-state';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useLocalPage } from '../../../components/use-local-page';
import { formatsFor } from '../../../lib/format';
import { type Quote, useClientQuotes } from '../api/quotes-api';
import { QUOTES } from '../messages';
import { quoteTermsColumns } from './quote-parts';

/**
 * /client/{key}/quotes: the buyer's quotes at a provider, newest first, with their state (the
 * provider chosen as on New order, `?provider=`, when the client orders from several).
 */
export function ClientQuotesPage() {
  const { t } = useTranslation(QUOTES);
  const clientKey = useParams().clientId!;
  const [params, setParams] = useSearchParams();
  const links = (useClientProviders(clientKey).data ?? []).filter((link) => link.active);
  const chosen = params.get('provider');
  const providerId =
    links.find((link) => link.provider.id === chosen)?.provider.id ??
    (links.length === 1 ? links[0].provider.id : null);
  const { data, isPending } = useClientQuotes(clientKey, providerId);
  const { pageRows, pagination } = useLocalPage(data);
  // The portal cannot read the provider's settings: the default formats.
  const formats = formatsFor();
  const columns: ListColumn<Quote>[] = [
    { header: t('columns.number'), card: 'title', render: (quote) => quote.number },
    { header: t('columns.requested'), render: (quote) => formats.date(quote.created_at) },
    {
      header: t('columns.products'),
      numeric: true,
      render: (quote) => formats.number(quote.lines.length),
    },
    ...quoteTermsColumns(t, formats),
  ];

  return (
    <Container component="section" size="lg">
      <PageHeader title={t('portal.title')} count={providerId ? data?.length : undefined} />
      {links.length > 1 ? (
        <Select
          label={t('portal.provider')}
          data={links.map((link) => ({ value: link.provider.id, label: link.provider.name }))}
          value={providerId}
          onChange={(value) => setParams(value ? { provider: value } : {}, { replace: true })}
          mb="md"
          maw={360}
        />
      ) : null}
      {providerId ? (
        <ListTable
          label={t('portal.label')}
          columns={columns}
          rows={pageRows}
          rowKey={(quote) => quote.id}
          loading={isPending}
          rowHref={(quote) => `/client/${clientKey}/quotes/${quote.id}`}
          empty={t('portal.empty')}
          emptyIcon={IconFileDollar}
          emptyAction={<NextStep label={t('portal.newOrder')} to={`/client/${clientKey}/order`} />}
          pagination={pagination}
        />
      ) : links.length > 1 ? (
        <Text c="dimmed">{t('portal.chooseProvider')}</Text>
      ) : null}
    </Container>
  );
}
