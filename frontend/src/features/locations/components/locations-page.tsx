import { Container, Group } from '@mantine/core';
import { IconBuildingWarehouse, IconFilterOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { type Location, useLocations } from '../../../api/locations';
import { ActiveBadge } from '../../../components/active-badge';
import { NextStep } from '../../../components/empty-state';
import { holdsText } from '../../../components/list-params';
import { ListSearch } from '../../../components/list-search';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useDrawer } from '../../../components/use-drawer';
import { useListParams } from '../../../components/use-list-params';
import { useLocalPage } from '../../../components/use-local-page';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import { useCreateLocation } from '../api/locations-api';
import { LocationDrawer } from './location-drawer';

const columns: ListColumn<Location>[] = [
  { header: 'Location', render: (location) => location.name, card: 'title' },
  {
    header: 'Status',
    render: (location) => <ActiveBadge active={location.active} />,
    card: 'badge',
  },
  { header: 'Default', render: (location) => (location.default ? 'Yes' : 'No') },
];

/** Locations are few: a search helps once they fill more than one page. */
const SEARCH_FROM = 10;

export function LocationsPage() {
  const providerId = useParams().providerId!;
  const { data: locations, isPending } = useLocations(providerId);
  // The whole list is read: the search (a name holding it) is made here.
  const list = useListParams();
  const search = list.q.trim();
  const found = search
    ? locations?.filter((location) => holdsText(search, location.name))
    : locations;
  const { pageRows, pagination } = useLocalPage(found, undefined, {
    page: list.page,
    onPageChange: list.setPage,
  });
  const create = useCreateLocation(providerId);
  const drawer = useDrawer();
  const refusal = useRefusal(providerId);

  async function save(name: string): Promise<boolean> {
    try {
      await create.mutateAsync(name);
      notifySuccess('The location has been created.');
      return true;
    } catch (error) {
      notifyError('There was an error creating the location, please try again.');
      // The drawer shows a refusal beside the field it names.
      throw error;
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
      {search || (locations?.length ?? 0) > SEARCH_FROM ? (
        <Group mb="md">
          <ListSearch
            value={list.q}
            onSearch={list.setQ}
            label="Search locations"
            placeholder="Location name"
          />
        </Group>
      ) : null}
      <ListTable
        label="Locations"
        columns={columns}
        rows={pageRows}
        rowKey={(location) => location.id}
        loading={isPending}
        rowHref={(location) => `/provider/${providerId}/location/${location.id}`}
        empty={
          search
            ? `No locations match “${search}”.`
            : 'Add your first location using the plus button in the top-right corner.'
        }
        emptyIcon={IconBuildingWarehouse}
        emptyAction={
          search ? (
            <NextStep label="Clear search" icon={IconFilterOff} onClick={() => list.setQ('')} />
          ) : refusal ? null : (
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
