import { Container, Group } from '@mantine/core';
import { IconFilterOff, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ActiveBadge } from '../../../components/active-badge';
import { CsvActions } from '../../../components/csv-actions';
import { NextStep } from '../../../components/empty-state';
import { ListSearch } from '../../../components/list-search';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
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
import { ClientDrawer } from './client-drawer';

const columns: ListColumn<ProviderClient>[] = [
  { header: 'Name', render: (link) => link.client.name, card: 'title' },
  { header: 'Enabled', render: (link) => <ActiveBadge active={link.active} />, card: 'badge' },
  // What a search finds a client by, on a phone's card (the client's page shows it too).
  { header: 'Email', render: (link) => link.client.email, cardOnly: true },
];

export function ClientsPage() {
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
        title="Clients"
        count={data?.total}
        addLabel="New client"
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
            label="Search clients"
            placeholder="Name or email"
          />
        </Group>
      ) : null}
      <ListTable
        label="Clients"
        columns={columns}
        rows={data?.links}
        rowKey={(link) => link.id}
        loading={isPending}
        rowHref={(link) => `/provider/${providerId}/client/${link.client.id}`}
        empty={
          search
            ? `No clients match “${search}”.`
            : 'Add your first client using the plus button in the top-right corner.'
        }
        emptyIcon={IconUsers}
        emptyAction={
          search ? (
            <NextStep label="Clear search" icon={IconFilterOff} onClick={() => list.setQ('')} />
          ) : refusal ? null : (
            <NextStep label="Add a client" onClick={() => drawer.open(undefined)} />
          )
        }
        pagination={{
          page: list.page,
          pageSize: CLIENTS_PAGE_SIZE,
          total: data?.total ?? 0,
          onPageChange: list.setPage,
        }}
      />
      {drawer.state ? (
        <ClientDrawer key={drawer.state.key} providerId={providerId} onClose={drawer.close} />
      ) : null}
    </Container>
  );
}
