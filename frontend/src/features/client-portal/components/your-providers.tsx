import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useClientProviders } from '../../../api/client-providers';
import { confirmAction } from '../../../components/confirm';
import { SectionCard } from '../../../components/section-card';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLeaveProvider } from '../api/leave-provider-api';

/**
 * The providers this portal orders from, each with Leave, while there are several: a
 * provider's own link shows that provider alone, and the last provider cannot be left (the
 * page would open onto nothing). Leaving is the client's: the provider keeps the past orders
 * and is not told, so the question says both before it is answered.
 */
export function YourProviders({ clientId }: { clientId: string }) {
  const providers = useClientProviders(clientId);
  const leaving = useLeaveProvider(clientId);
  if ((providers.data?.length ?? 0) < 2) return null;

  async function leave(id: string, name: string) {
    const sure = await confirmAction(
      `Leave ${name}? You will no longer see ${name} or your orders with them here, nor order from them here. ${name} keeps your past orders and is not told.`,
      { confirmLabel: 'Leave' },
    );
    if (!sure) return;
    try {
      await leaving.mutateAsync(id);
      notifySuccess(`You have left ${name}.`);
    } catch {
      notifyError(`There was an error leaving ${name}, please try again.`);
    }
  }

  return (
    <Box mb="md">
      <SectionCard title="Your providers">
        <Stack gap="xs">
          {providers.data!.map((link) => (
            <Group key={link.provider.id} justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm">{link.provider.name}</Text>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                aria-label={`Leave ${link.provider.name}`}
                disabled={leaving.isPending}
                onClick={() => leave(link.provider.id, link.provider.name)}
              >
                Leave
              </Button>
            </Group>
          ))}
        </Stack>
      </SectionCard>
    </Box>
  );
}
