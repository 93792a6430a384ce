import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { useOnline } from '../../../components/offline-banner';

/**
 * A provider page that could not be shown, said inside the menu and header rather than in place
 * of the whole app. Offline, the usual cause is a page not opened since the app loaded, whose
 * code cannot be fetched: it opens by itself once the network is back (by a reload, since the
 * router keeps a page whose code failed to load as failed). Otherwise (a page's code gone after
 * a deploy, or a fault) a reload is offered, as the app-wide error screen does.
 */
export function PageError() {
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
          {offline ? 'This page is not available offline' : 'Something went wrong'}
        </Title>
        <Text c="dimmed" maw={440}>
          {offline
            ? 'It has not been opened since the app was loaded, so it cannot be shown without a network. It opens as soon as you are back online; the pages you have already opened still work.'
            : 'The page could not be shown. Reloading usually helps.'}
        </Text>
        {offline ? null : <Button onClick={() => window.location.reload()}>Reload</Button>}
      </Stack>
    </Container>
  );
}
