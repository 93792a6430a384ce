import { Container, SimpleGrid, Skeleton, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailHeader } from '../../../components/detail-header';
import { DetailList } from '../../../components/detail-list';
import { isNotFound, NotFound } from '../../../components/not-found';
import { SectionCard } from '../../../components/section-card';
import { useDrawer } from '../../../components/use-drawer';
import { WhyDisabled } from '../../../components/why-disabled';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import { type LocationChange, useLocation, useUpdateLocation } from '../api/locations-api';
import { LOCATIONS } from '../messages';
import { LocationDrawer } from './location-drawer';

export function LocationDetailPage() {
  const { t } = useTranslation(LOCATIONS);
  const { providerId, locationId } = useParams() as { providerId: string; locationId: string };
  const { data: location, isPending, error } = useLocation(providerId, locationId);
  const update = useUpdateLocation(providerId, locationId);
  const drawer = useDrawer();
  const refusal = useRefusal(providerId);

  /** `fromDrawer`: a refusal is thrown on, for the drawer to show beside the field it names. */
  async function save(change: LocationChange, fromDrawer = false): Promise<boolean> {
    try {
      await update.mutateAsync(change);
      notifySuccess(t('toasts.updated'));
      return true;
    } catch (failure) {
      notifyError(t('toasts.updateFailed'));
      if (fromDrawer) throw failure;
      return false;
    }
  }

  if (isNotFound(error))
    return (
      <NotFound
        what={t('detail.notFound.what')}
        description={t('detail.notFound.description')}
        back={{ to: `/provider/${providerId}/locations`, label: t('detail.notFound.back') }}
      />
    );

  return (
    <Container component="section" size="lg">
      <DetailHeader
        title={location?.name ?? (isPending ? undefined : t('detail.title'))}
        editLabel={t('detail.edit')}
        onEdit={location ? () => drawer.open(undefined) : undefined}
        editDisabledReason={refusal}
      />
      {location ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <SectionCard title={t('detail.details')}>
            <DetailList items={[{ label: t('detail.name'), value: location.name }]} />
          </SectionCard>
          <SectionCard title={t('detail.actions')}>
            <Stack gap="sm">
              <WhyDisabled reason={refusal}>
                <Switch
                  label={t('detail.active')}
                  checked={location.active}
                  disabled={update.isPending || Boolean(refusal)}
                  onChange={(event) => save({ active: event.currentTarget.checked })}
                />
              </WhyDisabled>
              <WhyDisabled reason={refusal}>
                <Switch
                  label={t('detail.default')}
                  checked={location.default}
                  disabled={
                    update.isPending || Boolean(refusal) || (!location.active && !location.default)
                  }
                  onChange={(event) => save({ default: event.currentTarget.checked })}
                />
              </WhyDisabled>
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
          editing
          initialName={location.name}
          onClose={drawer.close}
          saving={update.isPending}
          onSave={(name) => save({ name }, true)}
        />
      ) : null}
    </Container>
  );
}
