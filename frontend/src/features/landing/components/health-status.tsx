import { Box, Group, Text } from '@mantine/core';
import { useHealth } from '../api/get-health';

type Shown = 'checking' | 'ok' | 'degraded' | 'unavailable';

const labels: Record<Shown, string> = {
  checking: 'Checking system status…',
  ok: 'All systems operational',
  degraded: 'Some systems are degraded',
  unavailable: 'System status unavailable',
};

const colors: Record<Shown, string> = {
  checking: 'gray.5',
  ok: 'teal.6',
  degraded: 'yellow.6',
  unavailable: 'red.6',
};

export function HealthStatus() {
  const { data, isError } = useHealth();
  const shown: Shown = data?.status ?? (isError ? 'unavailable' : 'checking');
  return (
    <Group gap={8} role="status" aria-live="polite">
      <Box w={8} h={8} bg={colors[shown]} style={{ borderRadius: '50%' }} aria-hidden />
      <Text size="sm" c="dimmed" data-testid="health-status" data-status={shown}>
        {labels[shown]}
      </Text>
    </Group>
  );
}
