import { AppShell, Box, Burger, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

export interface AppFrameProps {
  /** The side menu's links; `close` shuts the phone drawer again after a navigation. */
  menu: (close: () => void) => ReactNode;
  /** Shown below the menu, at the bottom of the side bar (e.g. Logout). */
  footer?: ReactNode;
  /** Below the footer, in the side bar but not in the menu's landmark (e.g. a contact). */
  aside?: ReactNode;
  /** Beside the mark in the header: whose screens these are (e.g. the provider's name). */
  context?: ReactNode;
  /** In the header between the context and the account (e.g. a search button). */
  search?: ReactNode;
  /** The header's right end: who is signed in, with their menu. */
  account?: ReactNode;
  /** Above the routed page, kept in sight while it scrolls (e.g. an offline notice). */
  banner?: ReactNode;
  /** No StockFlow mark: the client portal's header is the supplier's own (its logo and name). */
  hideMark?: boolean;
}

/**
 * The signed-in and client portal chrome: a header with the StockFlow mark (then the context, the
 * search and the account when given), the side menu, and on a phone the burger that opens the
 * menu as a drawer. The routed page renders in the main area.
 */
export function AppFrame({
  menu,
  footer,
  aside,
  context,
  search,
  account,
  banner,
  hideMark = false,
}: AppFrameProps) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '0 1 auto' }}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('frame.toggleMenu')}
            />
            {/* On a phone the context (the provider's name) needs the room more than the mark. */}
            {hideMark ? null : (
              <Text
                fw={700}
                c="teal"
                tt="uppercase"
                lts={1}
                visibleFrom={context ? 'sm' : undefined}
              >
                {/* i18n-exempt: the product's name */}
                StockFlow
              </Text>
            )}
            {context}
          </Group>
          {search || account ? (
            <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
              {search}
              {account}
            </Group>
          ) : null}
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="div">
        <Box
          component="nav"
          aria-label={t('frame.mainMenu')}
          style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
        >
          {/*
            The menu scrolls inside itself when it is taller than the window; the footer (Billing,
            Logout) stays below it, always in sight.
          */}
          <AppShell.Section grow component={ScrollArea} mih={0} type="auto">
            {menu(close)}
          </AppShell.Section>
          {footer ? (
            <AppShell.Section
              pt="xs"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              {footer}
            </AppShell.Section>
          ) : null}
        </Box>
        {aside ? (
          <AppShell.Section
            pt="xs"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            {aside}
          </AppShell.Section>
        ) : null}
      </AppShell.Navbar>
      <AppShell.Main>
        {banner}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
