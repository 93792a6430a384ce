import { Container } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ActiveBadge } from '../../../components/active-badge';
import { CsvActions } from '../../../components/csv-actions';
import { NextStep } from '../../../components/empty-state';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useDrawer } from '../../../components/use-drawer';
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
  { header: 'Name', render: (link) => link.client.name },
  { header: 'Enabled', render: (link) => <ActiveBadge active={link.active} /> },
];

export function ClientsPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const { data, isPending } = useClientsPage(providerId, page);
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
      <ListTable
        label="Clients"
        columns={columns}
        rows={data?.links}
        rowKey={(link) => link.id}
        loading={isPending}
        onRowClick={(link) => navigate(`/provider/${providerId}/client/${link.client.id}`)}
        empty="Add your first client using the plus button in the top-right corner."
        emptyIcon={IconUsers}
        emptyAction={
          refusal ? null : <NextStep label="Add a client" onClick={() => drawer.open(undefined)} />
        }
        pagination={{
          page,
          pageSize: CLIENTS_PAGE_SIZE,
          total: data?.total ?? 0,
          onPageChange: setPage,
        }}
      />
      {drawer.state ? (
        <ClientDrawer key={drawer.state.key} providerId={providerId} onClose={drawer.close} />
      ) : null}
    </Container>
  );
}
