import { Container, SimpleGrid, Skeleton, Stack, Switch } from '@mantine/core';
import { useParams } from 'react-router';
import { DetailHeader } from '../../../components/detail-header';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { useDrawer } from '../../../components/use-drawer';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type LocationChange, useLocation, useUpdateLocation } from '../api/locations-api';
import { LocationDrawer } from './location-drawer';

export function LocationDetailPage() {
  const { providerId, locationId } = useParams() as { providerId: string; locationId: string };
  const { data: location, isPending } = useLocation(providerId, locationId);
  const update = useUpdateLocation(providerId, locationId);
  const drawer = useDrawer();

  async function save(change: LocationChange): Promise<boolean> {
    try {
      await update.mutateAsync(change);
      notifySuccess('The location has been updated.');
      return true;
    } catch {
      notifyError('There was an error updating the location, please try again.');
      return false;
    }
  }

  return (
    <Container component="section" size="lg">
      <DetailHeader
        title={location?.name ?? (isPending ? undefined : 'Location')}
        editLabel="Edit location"
        onEdit={location ? () => drawer.open(undefined) : undefined}
      />
      {location ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <SectionCard title="Details">
            <DetailList items={[{ label: 'Name', value: location.name }]} />
          </SectionCard>
          <SectionCard title="Actions">
            <Stack gap="sm">
              <Switch
                label="Active"
                checked={location.active}
                disabled={update.isPending}
                onChange={(event) => save({ active: event.currentTarget.checked })}
              />
              <Switch
                label="Default"
                checked={location.default}
                disabled={update.isPending || (!location.active && !location.default)}
                onChange={(event) => save({ default: event.currentTarget.checked })}
              />
            </Stack>
          </SectionCard>
        </SimpleGrid>
      ) : isPending ? (
        <Skeleton height={120} />
      ) : null}
      {location && drawer.state ? (
        <LocationDrawer
          key={drawer.state.key}
          opened
          title="Edit location"
          initialName={location.name}
          onClose={drawer.close}
          saving={update.isPending}
          onSave={(name) => save({ name })}
        />
      ) : null}
    </Container>
  );
}
