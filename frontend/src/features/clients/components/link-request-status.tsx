import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { confirmAction } from '../../../components/confirm';
import { WhyDisabled } from '../../../components/why-disabled';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useOwnLinkRequest, useWithdrawLinkRequest } from '../api/link-request-api';

/**
 * The provider's link request for this client: Pending until withdrawn. It reads the same for
 * every client given an email, since whether another provider knows the email, and what the
 * client answered, are never the provider's to know; the text says so rather than guess.
 */
export function LinkRequestStatus({
  providerId,
  clientId,
  refusal,
}: {
  providerId: string;
  clientId: string;
  refusal: string | null | undefined;
}) {
  const { data: request } = useOwnLinkRequest(providerId, clientId);
  const withdrawing = useWithdrawLinkRequest(providerId, clientId);
  if (!request) return null;
  const pending = request.status === 'PENDING';

  async function withdraw() {
    const sure = await confirmAction(
      `Withdraw the link request to ${request!.email}? If it has not been answered yet, it disappears from their ordering page. The client's own link and orders stay as they are.`,
      { confirmLabel: 'Withdraw' },
    );
    if (!sure) return;
    try {
      await withdrawing.mutateAsync();
      notifySuccess('The link request has been withdrawn.');
    } catch {
      notifyError('There was an error withdrawing the link request, please try again.');
    }
  }

  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text size="sm" fw={500}>
          Link request
        </Text>
        <Badge variant="light" color={pending ? 'blue' : 'gray'}>
          {pending ? 'Pending' : 'Withdrawn'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {pending
          ? `If ${request.email} already orders from another provider here, they are asked to add you to their own ordering page. You are not told whether they do, or how they answer.`
          : 'Withdrawn: it is no longer shown on their ordering page. Giving the client a new email asks again.'}
      </Text>
      {pending ? (
        <Group>
          <WhyDisabled reason={refusal}>
            <Button
              variant="default"
              size="xs"
              loading={withdrawing.isPending}
              disabled={Boolean(refusal)}
              onClick={withdraw}
            >
              Withdraw request
            </Button>
          </WhyDisabled>
        </Group>
      ) : null}
    </Stack>
  );
}
