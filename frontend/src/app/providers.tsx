import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { readableColors } from './contrast';

const theme = createTheme({
  primaryColor: 'teal',
  // Teal text on white (links, the active menu item, the mark) needs the darker shades to reach
  // WCAG AA's 4.5:1; the default shade 6 reads at about 3:1.
  primaryShade: { light: 9, dark: 7 },
  defaultRadius: 'md',
  components: {
    // The drawers' and dialogs' cross has no text: its name says what it does. Plain objects
    // rather than Drawer.extend(), which would pull the drawer into the first screen's code.
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close drawer' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
  },
});

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Most screens show data that changes through this app, whose pushes refresh it; avoid
        // refetching on every mount in between.
        staleTime: 30_000,
        // Most failures are 4xx answers a retry cannot change; one retry still covers a dropped
        // connection without making an error screen wait for several backoffs.
        retry: 1,
      },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  // One client per mounted app (not per module load), so tests that mount twice start clean.
  const [queryClient] = useState(createQueryClient);
  return (
    // Light or dark as the system is set, and following it when it changes.
    <MantineProvider theme={theme} cssVariablesResolver={readableColors} defaultColorScheme="auto">
      {/* Spec section 9: toasts appear top-right and last 3000 ms. */}
      <Notifications position="top-right" autoClose={3000} />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
