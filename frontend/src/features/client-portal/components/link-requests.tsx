import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useAnswerLinkRequest, useLinkRequests } from '../api/link-requests-api';
import { CLIENT_PORTAL } from '../messages';

/**
 * The providers asking to add the client, each with Accept and Decline. Accepted, the provider
 * joins this portal and the New order page offers it; declined or left alone, nothing changes.
 */
export function LinkRequests({ clientId }: { clientId: string }) {
  const { t } = useTranslation(CLIENT_PORTAL);
  const requests = useLinkRequests(clientId);
  const answering = useAnswerLinkRequest(clientId);
  if (!requests.data?.length) return null;

  async function answer(id: string, name: string, to: 'accept' | 'decline') {
    await answering.mutateAsync({ id, answer: to });
    if (to === 'accept') notifySuccess(t('linkRequests.accepted', { provider: name }));
  }

  return (
    <Stack gap="sm" mb="md">
      {requests.data.map((request) => (
        <Card key={request.id} withBorder padding="md" aria-label={t('linkRequests.label')}>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text fw={500}>{t('linkRequests.asks', { provider: request.provider.name })}</Text>
            <Group gap="xs">
              <Button
                variant="default"
                disabled={answering.isPending}
                onClick={() => answer(request.id, request.provider.name, 'decline')}
              >
                {t('linkRequests.decline')}
              </Button>
              <Button
                loading={answering.isPending}
                onClick={() => answer(request.id, request.provider.name, 'accept')}
              >
                {t('linkRequests.accept')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
