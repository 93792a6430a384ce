import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { readableColors } from './contrast';

// The toasts' container (and the transitions it animates them with) loads after the first
// screen: nothing is shown before a first toast, and toasts raised before it is in wait in the
// notifications' store and appear as it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

const theme = createTheme({
  primaryColor: 'teal',
  // Teal text on white (links, the active menu item, the mark) needs the darker shades to reach
  // WCAG AA's 4.5:1; the default shade 6 reads at about 3:1.
  primaryShade: { light: 9, dark: 7 },
  defaultRadius: 'md',
  // A user who asks the system for less motion gets drawers, dialogs and menus without it.
  respectReducedMotion: true,
  components: {
    // The drawers' and dialogs' cross has no text: its name says what it does. Plain objects
    // rather than Drawer.extend(), which would pull the drawer into the first screen's code.
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close drawer' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
  },
});

/** An answer a retry cannot change: a 4xx, except a timeout or too many requests. */
function isFinalAnswer(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Most screens show data that changes through this app, whose pushes refresh it; avoid
        // refetching on every mount in between.
        staleTime: 30_000,
        // A 4xx answer (an unknown or malformed id, a refusal) is final: retried, it would only
        // hold a "not found" page back by a backoff. One retry still covers a dropped connection
        // or a server hiccup without making an error screen wait for several backoffs.
        retry: (failures, error) => failures < 1 && !isFinalAnswer(error),
        // Back online, every screen on display reads its data again: what it shows was read
        // before the network went, however recently.
        refetchOnReconnect: 'always',
      },
    },
  });
}

export function Providers({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  /** The app's client, shared with the router; by default one per mounted tree. */
  queryClient?: QueryClient;
}) {
  // One client per mounted app (not per module load), so trees mounted twice start clean.
  const [created] = useState(() => given ?? createQueryClient());
  const queryClient = given ?? created;
  return (
    // Light or dark as the system is set, and following it when it changes.
    <MantineProvider theme={theme} cssVariablesResolver={readableColors} defaultColorScheme="auto">
      {/* docs/product.md §9: toasts appear top-right and last 3000 ms. */}
      <Suspense fallback={null}>
        <Notifications position="top-right" autoClose={3000} />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
