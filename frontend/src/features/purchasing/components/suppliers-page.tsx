import { Container, Group, Switch } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ActiveBadge } from '../../../components/active-badge';
import { ListSearch } from '../../../components/list-search';
import type { ListColumn } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { emptyListTexts, SearchListTable } from '../../../components/search-list-table';
import { useDrawer } from '../../../components/use-drawer';
import { useListParams } from '../../../components/use-list-params';
import { useRefusal } from '../../../lib/session';
import { SUPPLIERS_PAGE_SIZE, type Supplier, useSuppliersPage } from '../api/suppliers-api';
import { PURCHASING } from '../messages';
import { SupplierCsvButtons } from './supplier-csv-buttons';
import { SupplierDrawer } from './supplier-drawer';
import { termsText } from './supplier-text';

function columnsFor(t: TFunction<'purchasing'>): ListColumn<Supplier>[] {
  return [
    { header: t('list.columns.name'), render: (s) => s.name, card: 'title' },
    {
      header: t('list.columns.status'),
      render: (s) => <ActiveBadge active={s.active} />,
      card: 'badge',
    },
    { header: t('list.columns.currency'), render: (s) => s.currency },
    {
      header: t('list.columns.leadTime'),
      render: (s) => t('list.days', { count: s.lead_time_days }),
      numeric: true,
    },
    { header: t('list.columns.terms'), render: (s) => termsText(s.payment_terms, t) },
    { header: t('list.columns.prices'), render: (s) => s.price_count, numeric: true },
  ];
}

/** The Suppliers list: search, archived ones on demand, New supplier, and both CSV files. */
export function SuppliersPage() {
  const { t } = useTranslation(PURCHASING);
  const providerId = useParams().providerId!;
  const list = useListParams(['archived'] as const);
  const search = list.q.trim();
  const archived = list.filters.archived === 'true';
  const { data, isPending } = useSuppliersPage(providerId, list.page, search, archived);
  const drawer = useDrawer();
  const refusal = useRefusal(providerId, 'POST /api/provider/{provider_id}/suppliers');

  return (
    <Container component="section" size="lg">
      <PageHeader
        title={t('list.title')}
        count={data?.total}
        addLabel={t('list.add')}
        onAdd={() => drawer.open(undefined)}
        addDisabledReason={refusal}
      />
      <Group mb="md" justify="space-between" align="flex-end" gap="sm">
        <Group gap="md" align="flex-end">
          <ListSearch
            value={list.q}
            onSearch={list.setQ}
            label={t('list.search.label')}
            placeholder={t('list.search.placeholder')}
          />
          <Switch
            label={t('list.showArchived')}
            checked={archived}
            onChange={(event) =>
              list.setFilter('archived', event.currentTarget.checked ? 'true' : null)
            }
            mb={6}
          />
        </Group>
        <SupplierCsvButtons providerId={providerId} />
      </Group>
      <SearchListTable
        label={t('list.title')}
        columns={columnsFor(t)}
        rows={data?.suppliers}
        rowKey={(supplier) => supplier.id}
        loading={isPending}
        rowHref={(supplier) => `/provider/${providerId}/supplier/${supplier.id}`}
        list={list}
        emptyIcon={IconTruckDelivery}
        emptyTexts={emptyListTexts(t, search)}
        onAdd={() => drawer.open(undefined)}
        mayAdd={!refusal}
        pages={{ pageSize: SUPPLIERS_PAGE_SIZE, total: data?.total }}
      />
      {drawer.state ? (
        <SupplierDrawer key={drawer.state.key} providerId={providerId} onClose={drawer.close} />
      ) : null}
    </Container>
  );
}
