import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifySuccess } from '../../../lib/notify';
import { useAnswerLinkRequest, useLinkRequests } from '../api/link-requests-api';

/**
 * The providers asking to add the client, each with Accept and Decline. Accepted, the provider
 * joins this portal and the New order page offers it; declined or left alone, nothing changes.
 */
export function LinkRequests({ clientId }: { clientId: string }) {
  const requests = useLinkRequests(clientId);
  const answering = useAnswerLinkRequest(clientId);
  if (!requests.data?.length) return null;

  async function answer(id: string, name: string, to: 'accept' | 'decline') {
    await answering.mutateAsync({ id, answer: to });
    if (to === 'accept') notifySuccess(`You can now order from ${name}.`);
  }

  return (
    <Stack gap="sm" mb="md">
      {requests.data.map((request) => (
        <Card key={request.id} withBorder padding="md" aria-label="Link request">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text fw={500}>{request.provider.name} wants to add you as a client</Text>
            <Group gap="xs">
              <Button
                variant="default"
                disabled={answering.isPending}
                onClick={() => answer(request.id, request.provider.name, 'decline')}
              >
                Decline
              </Button>
              <Button
                loading={answering.isPending}
                onClick={() => answer(request.id, request.provider.name, 'accept')}
              >
                Accept
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
