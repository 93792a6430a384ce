import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Fragment, lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogsMounted } from '../components/dialogs-ready';
import { readableColors } from './contrast';
import { createQueryClient } from './query-client';

// The toasts' container (and the transitions it animates them with) loads after the first
// screen: nothing is shown before a first toast, and toasts raised before it is in wait in the
// notifications' store and appear as it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

// The dialogs' container (confirms, the upsell) likewise: nothing opens a dialog before a first
// click, and `modals.open…` reaches it through window events, so it need not wrap the screens.
// Dialogs asked for before it is mounted wait for it (components/dialogs-ready.ts).
const Modals = lazy(() =>
  import('@mantine/modals').then(({ ModalsProvider }) => ({
    default: function DialogsContainer() {
      // After the provider's own effects (a child's run first): it is listening by then.
      useEffect(dialogsMounted, []);
      // Read at once: the kit reads the wish for less motion in an effect of each dialog, so a
      // dialog that was waiting for this container opened before it and kept its motion.
      const still = useMediaQuery('(prefers-reduced-motion: reduce)', false, {
        getInitialValueInEffect: false,
      });
      return <ModalsProvider modalProps={still ? { transitionProps: { duration: 0 } } : {}} />;
    },
  })),
);

/** The app's theme; the names of its icon buttons are in `closeLabels` (the language on screen). */
function buildTheme(closeLabels: { drawer: string; dialog: string }) {
  return createTheme({
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
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabels.drawer } } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabels.dialog } } },
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
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // `t` changes with the language: the theme is built once for each.
  const theme = useMemo(
    () => buildTheme({ drawer: t('closeLabels.drawer'), dialog: t('closeLabels.dialog') }),
    [t],
  );
  return (
    // Light or dark as the system is set, and following it when it changes.
    <MantineProvider theme={theme} cssVariablesResolver={readableColors} defaultColorScheme="auto">
      {/* docs/product.md §9: toasts appear top-right and last 3000 ms. */}
      <Suspense fallback={null}>
        <Notifications position="top-right" autoClose={3000} />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        {/*
          A language picked shows everywhere at once: the screens (and any dialog open) are
          drawn again from scratch in it, including the texts a screen worked out once and kept
          (a list's columns, a dialog's words). The data stays: the query cache is above, and
          the router keeps the address. What was typed in an open form is lost; picking a
          language in the middle of one is rare (docs/decisions/a-language-change-redraws-the-screens.md).
        */}
        <Fragment key={language}>
          <Suspense fallback={null}>
            <Modals />
          </Suspense>
          {children}
        </Fragment>
      </QueryClientProvider>
    </MantineProvider>
  );
}
