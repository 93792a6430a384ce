import { Button, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { demoDataRefusal, useDemoData, useRemoveDemoData } from '../api/demo-data';
import { notifyError } from '../lib/notify';
import { useSession } from '../lib/session';
import { useRouteFormats } from '../lib/use-formats';
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
  const { t } = useTranslation();
  const fmt = useRouteFormats();
  const { data } = useDemoData(providerId, after);
  const remove = useRemoveDemoData(providerId);
  const refusal = demoDataRefusal(useSession(), providerId);
  if (data?.status !== 'loaded' && data?.status !== 'removing') return null;
  return (
    <Paper withBorder p="md" mb="lg" component="section" aria-label={t('demoData.title')}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 240 }}>
          <ThemeIcon variant="light" color="blue" radius="xl" aria-hidden>
            <IconFlask size={16} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h5">
              {t('demoData.title')}
            </Title>
            <Text size="sm">
              {t('demoData.body', {
                locations: fmt.number(data.locations),
                products: fmt.number(data.products),
                clients: fmt.number(data.clients),
                orders: fmt.number(data.orders),
              })}
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
            {t('demoData.remove')}
          </Button>
        </WhyDisabled>
      </Group>
    </Paper>
  );
}
