import { Group, Paper, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network, as it says and as it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Said while the browser is offline, above the page. What is on screen stays (the query cache
 * keeps the last answers, and reads wait rather than fail), so the banner says what that means:
 * the data may be old, and nothing is saved until the network is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Paper
      role="status"
      withBorder
      p="sm"
      mb="md"
      // Kept in sight under the header while the page scrolls: the light yellow is laid over the
      // page's own colour, so what scrolls beneath does not show through.
      pos="sticky"
      top="calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-xs))"
      style={{
        zIndex: 3,
        background:
          'linear-gradient(var(--mantine-color-yellow-light), var(--mantine-color-yellow-light)), var(--mantine-color-body)',
      }}
      data-testid="offline-banner"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconWifiOff size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">{t('offline')}</Text>
      </Group>
    </Paper>
  );
}
