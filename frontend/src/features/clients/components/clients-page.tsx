import { Container, Group } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ActiveBadge } from '../../../components/active-badge';
import { CsvActions } from '../../../components/csv-actions';
import { ListSearch } from '../../../components/list-search';
import type { ListColumn } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { emptyListTexts, SearchListTable } from '../../../components/search-list-table';
import { useDrawer } from '../../../components/use-drawer';
import { useListParams } from '../../../components/use-list-params';
import { useRefusal } from '../../../lib/session';
import {
  CLIENTS_PAGE_SIZE,
  clientsPath,
  clientsQueryKey,
  type ProviderClient,
  useClientsPage,
} from '../api/clients-api';
import { CLIENTS } from '../messages';
import { ClientDrawer } from './client-drawer';

function columnsFor(t: TFunction<'clients'>): ListColumn<ProviderClient>[] {
  return [
    { header: t('list.columns.name'), render: (link) => link.client.name, card: 'title' },
    {
      header: t('list.columns.enabled'),
      render: (link) => <ActiveBadge active={link.active} />,
      card: 'badge',
    },
    // What a search finds a client by, on a phone's card (the client's page shows it too).
    { header: t('list.columns.email'), render: (link) => link.client.email, cardOnly: true },
  ];
}

export function ClientsPage() {
  const { t } = useTranslation(CLIENTS);
  const providerId = useParams().providerId!;
  const queryClient = useQueryClient();
  const list = useListParams();
  const search = list.q.trim();
  const { data, isPending } = useClientsPage(providerId, list.page, search);
  const drawer = useDrawer();
  const refusal = useRefusal(providerId);

  return (
    <Container component="section" size="lg">
      <PageHeader
        title={t('list.title')}
        count={data?.total}
        addLabel={t('list.add')}
        onAdd={() => drawer.open(undefined)}
        addDisabledReason={refusal}
        actions={
          <CsvActions
            basePath={clientsPath(providerId)}
            noun="clients"
            importDisabledReason={refusal}
            onImported={() =>
              queryClient.invalidateQueries({ queryKey: clientsQueryKey(providerId) })
            }
          />
        }
      />
      {search || data?.total !== 0 ? (
        <Group mb="md">
          <ListSearch
            value={list.q}
            onSearch={list.setQ}
            label={t('list.search.label')}
            placeholder={t('list.search.placeholder')}
          />
        </Group>
      ) : null}
      <SearchListTable
        label={t('list.title')}
        columns={columnsFor(t)}
        rows={data?.links}
        rowKey={(link) => link.id}
        loading={isPending}
        rowHref={(link) => `/provider/${providerId}/client/${link.client.id}`}
        list={list}
        emptyIcon={IconUsers}
        emptyTexts={emptyListTexts(t, search)}
        onAdd={() => drawer.open(undefined)}
        mayAdd={!refusal}
        pages={{ pageSize: CLIENTS_PAGE_SIZE, total: data?.total }}
      />
      {drawer.state ? (
        <ClientDrawer key={drawer.state.key} providerId={providerId} onClose={drawer.close} />
      ) : null}
    </Container>
  );
}
