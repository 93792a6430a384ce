import { Button, Checkbox, Drawer, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretShownOnce } from '../../../components/secret-shown-once';
import { notifyError } from '../../../lib/notify';
import { useAddWebhook, webhookErrorText } from '../api/webhooks-api';
import { WEBHOOKS } from '../messages';

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
  const { t, i18n } = useTranslation(WEBHOOKS);
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
    if (!url.trim()) return setUrlError(t('add.urlRequired'));
    if (events.length === 0) return notifyError(t('add.eventRequired'));
    try {
      setSigningSecret((await add.mutateAsync({ url: url.trim(), events })).secret);
    } catch (failure) {
      setUrlError(webhookErrorText(failure, t('add.failed')));
    }
  }

  return (
    <Drawer opened={opened} onClose={reset} position="right" title={t('add.title')}>
      {signingSecret ? (
        <SecretShownOnce
          secret={signingSecret}
          testId="webhook-secret"
          copyLabel={t('add.copy')}
          onDone={reset}
          warning={t('add.warning')}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t('add.url')}
              // i18n-exempt: an address's example, the same in every language
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
            <Checkbox.Group label={t('add.events')} value={events} onChange={setEvents}>
              <Stack gap="xs" mt="xs">
                {eventTypes.map((type) => (
                  <Checkbox
                    key={type}
                    value={type}
                    label={type}
                    description={
                      // The catalog tells what an event means (`hints.order.placed`); an event
                      // the server adds later shows its name alone.
                      i18n.exists(`webhooks:hints.${type}`)
                        ? t(`hints.${type}` as never)
                        : undefined
                    }
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            <Button type="submit" loading={add.isPending}>
              {t('add.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Drawer>
  );
}
