import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { useOnline } from '../../../components/offline-banner';
import { PROVIDER } from '../messages';

/**
 * A provider page that could not be shown, said inside the menu and header rather than in place
 * of the whole app. Offline, the usual cause is a page not opened since the app loaded, whose
 * code cannot be fetched: it opens by itself once the network is back (by a reload, since the
 * router keeps a page whose code failed to load as failed). Otherwise (a page's code gone after
 * a deploy, or a fault) a reload is offered, as the app-wide error screen does.
 */
export function PageError() {
  const { t } = useTranslation(PROVIDER);
  const error = useRouteError();
  const online = useOnline();
  // Failed while offline: the page is fetched again once back online.
  const [offlineFailure] = useState(() => !navigator.onLine);
  if (import.meta.env.DEV) console.error(error);

  useEffect(() => {
    if (offlineFailure && online) window.location.reload();
  }, [offlineFailure, online]);

  const offline = offlineFailure || !online;
  const Shown = offline ? IconWifiOff : IconAlertCircle;
  return (
    <Container size="sm" py="xl" data-testid="page-error">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden="true">
          <Shown size={32} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {offline ? t('pageError.offlineTitle') : t('pageError.failedTitle')}
        </Title>
        <Text c="dimmed" maw={440}>
          {offline ? t('pageError.offlineText') : t('pageError.failedText')}
        </Text>
        {offline ? null : (
          <Button onClick={() => window.location.reload()}>{t('pageError.reload')}</Button>
        )}
      </Stack>
    </Container>
  );
}
