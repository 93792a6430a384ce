import { Container, Group } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type Location, useLocations } from '../../../api/locations';
import { ActiveBadge } from '../../../components/active-badge';
import { holdsText } from '../../../components/list-params';
import { ListSearch } from '../../../components/list-search';
import type { ListColumn } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { SearchListTable } from '../../../components/search-list-table';
import { useDrawer } from '../../../components/use-drawer';
import { useListParams } from '../../../components/use-list-params';
import { useLocalPage } from '../../../components/use-local-page';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import { useCreateLocation } from '../api/locations-api';
import { LOCATIONS } from '../messages';
import { LocationDrawer } from './location-drawer';

/** Locations are few: a search helps once they fill more than one page. */
const SEARCH_FROM = 10;

export function LocationsPage() {
  const { t } = useTranslation(LOCATIONS);
  const providerId = useParams().providerId!;
  // Built in the language shown, and again when it changes.
  const columns = useMemo<ListColumn<Location>[]>(
    () => [
      { header: t('list.columns.location'), render: (location) => location.name, card: 'title' },
      {
        header: t('list.columns.status'),
        render: (location) => <ActiveBadge active={location.active} />,
        card: 'badge',
      },
      {
        header: t('list.columns.default'),
        render: (location) => (location.default ? t('list.yes') : t('list.no')),
      },
    ],
    [t],
  );
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
      notifySuccess(t('toasts.created'));
      return true;
    } catch (error) {
      notifyError(t('toasts.createFailed'));
      // The drawer shows a refusal beside the field it names.
      throw error;
    }
  }

  return (
    <Container component="section" size="lg">
      <PageHeader
        title={t('list.title')}
        count={locations?.length}
        addLabel={t('list.add')}
        onAdd={() => drawer.open(undefined)}
        addDisabledReason={refusal}
      />
      {search || (locations?.length ?? 0) > SEARCH_FROM ? (
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
        label={t('list.tableLabel')}
        columns={columns}
        rows={pageRows}
        rowKey={(location) => location.id}
        loading={isPending}
        rowHref={(location) => `/provider/${providerId}/location/${location.id}`}
        list={list}
        emptyIcon={IconBuildingWarehouse}
        emptyTexts={{
          none: t('list.empty'),
          noMatch: t('list.noMatch', { search }),
          clearSearch: t('list.clearSearch'),
          addFirst: t('list.addLocation'),
        }}
        onAdd={() => drawer.open(undefined)}
        mayAdd={!refusal}
        pages={pagination}
      />
      {drawer.state ? (
        <LocationDrawer
          key={drawer.state.key}
          opened
          editing={false}
          onClose={drawer.close}
          saving={create.isPending}
          onSave={save}
        />
      ) : null}
    </Container>
  );
}
