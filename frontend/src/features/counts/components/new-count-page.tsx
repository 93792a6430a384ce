import { Button, Container, Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useLocations } from '../../../api/locations';
import { BackButton } from '../../../components/back-button';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import { useStartCount } from '../api/counts-api';

/** /provider/:providerId/count: where to count, and all products or those a search matches. */
export function NewCountPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const { data: locations } = useLocations(providerId);
  const start = useStartCount(providerId);
  const refusal = useRefusal(providerId, 'POST /api/provider/{provider_id}/counts');
  const [location, setLocation] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [notes, setNotes] = useState('');

  async function submit() {
    if (!location) {
      notifyError('Please select a location.');
      return;
    }
    try {
      const count = await start.mutateAsync({
        location_id: location,
        search: search.trim() || null,
        notes: notes.trim() || null,
      });
      notifySuccess(`The count has started: ${count.lines_total} products to count.`);
      navigate(`/provider/${providerId}/count/${count.id}`, { replace: true });
    } catch (error) {
      notifyError(
        error instanceof ApiError
          ? error.message
          : 'There was an error starting the count, please try again.',
      );
    }
  }

  return (
    <Container component="section" size="sm">
      <BackButton home={`/provider/${providerId}/counts`} />
      <Title order={1} size="h2" mb="md">
        New count
      </Title>
      <Stack>
        <Select
          label="Location"
          placeholder="Location"
          data={(locations ?? [])
            .filter((l) => l.active)
            .map((l) => ({ value: l.id, label: l.name }))}
          value={location}
          onChange={setLocation}
        />
        <TextInput
          label="Products"
          description="Leave empty to count every active product, or count those whose name, SKU or barcode holds this."
          placeholder="All products"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Textarea label="Notes" value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button onClick={submit} loading={start.isPending} disabled={Boolean(refusal)}>
            Start count
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
