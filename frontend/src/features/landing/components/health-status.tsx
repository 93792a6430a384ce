import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHealth } from '../api/get-health';
import { LANDING } from '../messages';

type Shown = 'checking' | 'ok' | 'degraded' | 'unavailable';

const colors: Record<Shown, string> = {
  checking: 'gray.5',
  ok: 'teal.6',
  degraded: 'yellow.6',
  unavailable: 'red.6',
};

export function HealthStatus() {
  const { t } = useTranslation(LANDING);
  const { data, isError } = useHealth();
  const shown: Shown = data?.status ?? (isError ? 'unavailable' : 'checking');
  return (
    <Group gap={8} role="status" aria-live="polite">
      <Box w={8} h={8} bg={colors[shown]} style={{ borderRadius: '50%' }} aria-hidden />
      <Text size="sm" c="dimmed" data-testid="health-status" data-status={shown}>
        {t(`health.${shown}`)}
      </Text>
    </Group>
  );
}
