import { Button, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { demoDataRefusal, useDemoData, useRemoveDemoData } from '../api/demo-data';
import { notifyError } from '../lib/notify';
import { useSession } from '../lib/session';
import { WhyDisabled } from './why-disabled';

/**
 * While the provider holds demo data, the inbox says so and removes it in one click: exactly
 * what the demo made. The server refuses (and the toast says why) once a real order or movement
 * refers to it.
 */
export function DemoDataNotice({
  providerId,
  after = true,
}: {
  providerId: string;
  /** False until the screen's own data is in, so that its read goes first. */
  after?: boolean;
}) {
  const { data } = useDemoData(providerId, after);
  const remove = useRemoveDemoData(providerId);
  const refusal = demoDataRefusal(useSession(), providerId);
  if (data?.status !== 'loaded' && data?.status !== 'removing') return null;
  return (
    <Paper withBorder p="md" mb="lg" component="section" aria-label="Demo data">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 240 }}>
          <ThemeIcon variant="light" color="blue" radius="xl" aria-hidden>
            <IconFlask size={16} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h5">
              Demo data
            </Title>
            <Text size="sm">
              This provider holds demo data: {data.locations} locations, {data.products} products,{' '}
              {data.clients} clients and {data.orders} orders and movements. Remove it to start with
              your own.
            </Text>
          </div>
        </Group>
        <WhyDisabled reason={refusal}>
          <Button
            variant="default"
            disabled={Boolean(refusal)}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, { onError: (error) => notifyError(error.message) })
            }
          >
            Remove demo data
          </Button>
        </WhyDisabled>
      </Group>
    </Paper>
  );
}
