import { Container } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { type Location, useLocations } from '../../../api/locations';
import { ActiveBadge } from '../../../components/active-badge';
import { NextStep } from '../../../components/empty-state';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useDrawer } from '../../../components/use-drawer';
import { useLocalPage } from '../../../components/use-local-page';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import { useCreateLocation } from '../api/locations-api';
import { LocationDrawer } from './location-drawer';

const columns: ListColumn<Location>[] = [
  { header: 'Location', render: (location) => location.name },
  { header: 'Status', render: (location) => <ActiveBadge active={location.active} /> },
  { header: 'Default', render: (location) => (location.default ? 'Yes' : 'No') },
];

export function LocationsPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const { data: locations, isPending } = useLocations(providerId);
  const { pageRows, pagination } = useLocalPage(locations);
  const create = useCreateLocation(providerId);
  const drawer = useDrawer();
  const refusal = useRefusal(providerId);

  async function save(name: string): Promise<boolean> {
    try {
      await create.mutateAsync(name);
      notifySuccess('The location has been created.');
      return true;
    } catch {
      notifyError('There was an error creating the location, please try again.');
      return false;
    }
  }

  return (
    <Container component="section" size="lg">
      <PageHeader
        title="Locations"
        count={locations?.length}
        addLabel="New location"
        onAdd={() => drawer.open(undefined)}
        addDisabledReason={refusal}
      />
      <ListTable
        label="Locations"
        columns={columns}
        rows={pageRows}
        rowKey={(location) => location.id}
        loading={isPending}
        onRowClick={(location) => navigate(`/provider/${providerId}/location/${location.id}`)}
        empty="Add your first location using the plus button in the top-right corner."
        emptyIcon={IconBuildingWarehouse}
        emptyAction={
          refusal ? null : (
            <NextStep label="Add a location" onClick={() => drawer.open(undefined)} />
          )
        }
        pagination={pagination}
      />
      {drawer.state ? (
        <LocationDrawer
          key={drawer.state.key}
          opened
          title="New location"
          onClose={drawer.close}
          saving={create.isPending}
          onSave={save}
        />
      ) : null}
    </Container>
  );
}
