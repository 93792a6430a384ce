import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClientProviders } from '../../../api/client-providers';
import { confirmAction } from '../../../components/confirm';
import { SectionCard } from '../../../components/section-card';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLeaveProvider } from '../api/leave-provider-api';
import { CLIENT_PORTAL } from '../messages';

/**
 * The providers this portal orders from, each with Leave, while there are several: a
 * provider's own link shows that provider alone, and the last provider cannot be left (the
 * page would open onto nothing). Leaving is the client's: the provider keeps the past orders
 * and is not told, so the question says both before it is answered.
 */
export function YourProviders({ clientId }: { clientId: string }) {
  const { t } = useTranslation(CLIENT_PORTAL);
  const providers = useClientProviders(clientId);
  const leaving = useLeaveProvider(clientId);
  if ((providers.data?.length ?? 0) < 2) return null;

  async function leave(id: string, name: string) {
    const sure = await confirmAction(t('providers.confirmLeave', { provider: name }), {
      confirmLabel: t('providers.leave'),
    });
    if (!sure) return;
    try {
      await leaving.mutateAsync(id);
      notifySuccess(t('providers.left', { provider: name }));
    } catch {
      notifyError(t('providers.leaveFailed', { provider: name }));
    }
  }

  return (
    <Box mb="md">
      <SectionCard title={t('providers.title')}>
        <Stack gap="xs">
          {providers.data!.map((link) => (
            <Group key={link.provider.id} justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm">{link.provider.name}</Text>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                aria-label={t('providers.leaveOne', { provider: link.provider.name })}
                disabled={leaving.isPending}
                onClick={() => leave(link.provider.id, link.provider.name)}
              >
                {t('providers.leave')}
              </Button>
            </Group>
          ))}
        </Stack>
      </SectionCard>
    </Box>
  );
}
