import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { WhyDisabled } from '../../../components/why-disabled';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useOwnLinkRequest, useWithdrawLinkRequest } from '../api/link-request-api';
import { CLIENTS } from '../messages';

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
  const { t } = useTranslation(CLIENTS);
  const { data: request } = useOwnLinkRequest(providerId, clientId);
  const withdrawing = useWithdrawLinkRequest(providerId, clientId);
  if (!request) return null;
  const pending = request.status === 'PENDING';

  async function withdraw() {
    const sure = await confirmAction(t('linkRequest.confirm', { email: request!.email }), {
      confirmLabel: t('linkRequest.confirmButton'),
    });
    if (!sure) return;
    try {
      await withdrawing.mutateAsync();
      notifySuccess(t('linkRequest.toasts.withdrawn'));
    } catch {
      notifyError(t('linkRequest.toasts.withdrawFailed'));
    }
  }

  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {t('linkRequest.title')}
        </Text>
        <Badge variant="light" color={pending ? 'blue' : 'gray'}>
          {pending ? t('linkRequest.pending') : t('linkRequest.withdrawn')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {pending
          ? t('linkRequest.pendingText', { email: request.email })
          : t('linkRequest.withdrawnText')}
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
              {t('linkRequest.withdraw')}
            </Button>
          </WhyDisabled>
        </Group>
      ) : null}
    </Stack>
  );
}
