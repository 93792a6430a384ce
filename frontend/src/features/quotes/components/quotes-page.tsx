import { Chip, Container, Group } from '@mantine/core';
import { IconFileDollar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListSearch } from '../../../components/list-search';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { useFormats } from '../../../lib/use-formats';
import {
  QUOTE_STATES,
  QUOTES_PAGE_SIZE,
  type Quote,
  type QuoteState,
  useProviderQuotes,
} from '../api/quotes-api';
import { QUOTES } from '../messages';
import { quoteTermsColumns } from './quote-parts';

const ALL = 'ALL';

/**
 * /provider/:providerId/quotes: the provider's quotes, newest first, by status and search
 * (number or client); the search, status and page are kept in the address.
 */
export function QuotesPage() {
  const providerId = useParams().providerId!;
  const { t } = useTranslation(QUOTES);
  const formats = useFormats(providerId);
  const list = useListParams(['state']);
  const state = QUOTE_STATES.find((value) => value === list.filters.state) ?? null;
  const q = list.q.trim();
  const { data, isPending } = useProviderQuotes(providerId, { state, q }, list.page);
  const columns: ListColumn<Quote>[] = [
    { header: t('columns.number'), card: 'title', render: (quote) => quote.number },
    { header: t('columns.client'), render: (quote) => quote.client.name },
    { header: t('columns.requested'), render: (quote) => formats.date(quote.created_at) },
    ...quoteTermsColumns(t, formats),
  ];

  return (
    <Container component="section" size="lg">
      <PageHeader title={t('list.title')} count={data?.total} />
      <Group mb="sm">
        <ListSearch
          value={list.q}
          onSearch={list.setQ}
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
        />
      </Group>
      <Chip.Group
        value={state ?? ALL}
        onChange={(value) => list.setFilter('state', value === ALL ? null : (value as string))}
      >
        <Group gap="xs" mb="md" role="group" aria-label={t('list.stateFilter')}>
          <Chip value={ALL} size="sm">
            {t('list.all')}
          </Chip>
          {QUOTE_STATES.map((value: QuoteState) => (
            <Chip key={value} value={value} size="sm">
              {t(`state.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <ListTable
        label={t('list.title')}
        columns={columns}
        rows={data?.quotes}
        rowKey={(quote) => quote.id}
        loading={isPending}
        rowHref={(quote) => `/provider/${providerId}/quote/${quote.id}`}
        empty={state || q ? t('list.emptyFiltered') : t('list.empty')}
        emptyIcon={IconFileDollar}
        pagination={
          data
            ? {
                page: list.page,
                pageSize: QUOTES_PAGE_SIZE,
                total: data.total,
                onPageChange: list.setPage,
              }
            : undefined
        }
      />
    </Container>
  );
}
