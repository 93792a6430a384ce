import { Button, Checkbox, Drawer, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { SecretShownOnce } from '../../../components/secret-shown-once';
import { notifyError } from '../../../lib/notify';
import { useAddWebhook, webhookErrorText } from '../api/webhooks-api';

/** What each event is, under its name; an event the server adds later shows its name alone. */
const EVENT_HINTS: Record<string, string> = {
  'order.placed': 'An order or a stock movement was placed.',
  'order.fulfilled': 'An order was fulfilled.',
  'order.cancelled': 'An order was cancelled.',
  'stock.changed': 'A stock changed at a location, with its figures after.',
  'stock.low': 'A stock fell to or below its reorder minimum (once until it recovers).',
  'stock.recovered': 'A low stock rose above its minimum again, or its minimum was removed.',
  'transfer.created': 'A transfer between locations was created.',
  'transfer.shipped': 'A transfer left its source location.',
  'transfer.received': 'A transfer, or part of it, arrived.',
  'transfer.written_off': 'Units in transit were written off.',
  'transfer.cancelled': 'A transfer was cancelled before it shipped.',
};

/** Settings > Webhooks: the Add endpoint drawer (address, events), then its signing secret once. */
export function AddWebhookDrawer({
  providerId,
  eventTypes,
  opened,
  onClose,
}: {
  providerId: string;
  eventTypes: string[];
  opened: boolean;
  onClose: () => void;
}) {
  const add = useAddWebhook(providerId);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [signingSecret, setSigningSecret] = useState<string | null>(null);

  function reset() {
    setUrl('');
    setEvents([]);
    setUrlError(null);
    setSigningSecret(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!url.trim()) return setUrlError('Give the address of the endpoint.');
    if (events.length === 0) return notifyError('Pick at least one event.');
    try {
      setSigningSecret((await add.mutateAsync({ url: url.trim(), events })).secret);
    } catch (failure) {
      setUrlError(webhookErrorText(failure, 'Unable to add the endpoint'));
    }
  }

  return (
    <Drawer opened={opened} onClose={reset} position="right" title="Add endpoint">
      {signingSecret ? (
        <SecretShownOnce
          secret={signingSecret}
          testId="webhook-secret"
          copyLabel="Copy secret"
          onDone={reset}
          warning="This is the endpoint's signing secret, shown only this once. Keep it with the receiving system: it checks the Stockflow-Signature header of each delivery with it."
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label="Endpoint URL"
              placeholder="https://example.com/stockflow/webhooks"
              autoComplete="off"
              data-autofocus
              maxLength={2048}
              value={url}
              error={urlError}
              onChange={(event) => {
                setUrl(event.currentTarget.value);
                if (urlError) setUrlError(null);
              }}
            />
            <Checkbox.Group label="Events to send" value={events} onChange={setEvents}>
              <Stack gap="xs" mt="xs">
                {eventTypes.map((type) => (
                  <Checkbox key={type} value={type} label={type} description={EVENT_HINTS[type]} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Button type="submit" loading={add.isPending}>
              Add endpoint
            </Button>
          </Stack>
        </form>
      )}
    </Drawer>
  );
}
