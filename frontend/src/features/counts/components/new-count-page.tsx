import { Button, Container, Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useLocations } from '../../../api/locations';
import { BackButton } from '../../../components/back-button';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import { useStartCount } from '../api/counts-api';
import { COUNTS } from '../messages';

/** /provider/:providerId/count: where to count, and all products or those a search matches. */
export function NewCountPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const { t } = useTranslation(COUNTS);
  const { data: locations } = useLocations(providerId);
  const start = useStartCount(providerId);
  const refusal = useRefusal(providerId, 'POST /api/provider/{provider_id}/counts');
  const [location, setLocation] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [notes, setNotes] = useState('');

  async function submit() {
    if (!location) {
      notifyError(t('new.errors.location'));
      return;
    }
    try {
      const count = await start.mutateAsync({
        location_id: location,
        search: search.trim() || null,
        notes: notes.trim() || null,
      });
      notifySuccess(t('new.started', { total: String(count.lines_total) }));
      navigate(`/provider/${providerId}/count/${count.id}`, { replace: true });
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : t('new.errors.failed'));
    }
  }

  return (
    <Container component="section" size="sm">
      <BackButton home={`/provider/${providerId}/counts`} />
      <Title order={1} size="h2" mb="md">
        {t('new.title')}
      </Title>
      <Stack>
        <Select
          label={t('new.location')}
          placeholder={t('new.locationPlaceholder')}
          data={(locations ?? [])
            .filter((l) => l.active)
            .map((l) => ({ value: l.id, label: l.name }))}
          value={location}
          onChange={setLocation}
        />
        <TextInput
          label={t('new.products')}
          description={t('new.productsHint')}
          placeholder={t('new.productsPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Textarea
          label={t('new.notes')}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button onClick={submit} loading={start.isPending} disabled={Boolean(refusal)}>
            {t('new.submit')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
