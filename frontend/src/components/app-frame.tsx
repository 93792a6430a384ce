import { AppShell, Burger, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

export interface AppFrameProps {
  /** The side menu's links; `close` shuts the phone drawer again after a navigation. */
  menu: (close: () => void) => ReactNode;
  /** Shown below the menu, at the bottom of the side bar (e.g. Logout). */
  footer?: ReactNode;
  /** Beside the mark in the header: whose screens these are (e.g. the provider's name). */
  context?: ReactNode;
  /** The header's right end: who is signed in, with their menu. */
  account?: ReactNode;
}

/**
 * The signed-in and client portal chrome: a header with the StockFlow mark (then the context and
 * the account when given), the side menu, and on a phone the burger that opens the menu as a
 * drawer. The routed page renders in the main area.
 */
export function AppFrame({ menu, footer, context, account }: AppFrameProps) {
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle menu"
            />
            {/* On a phone the context (the provider's name) needs the room more than the mark. */}
            <Text fw={700} c="teal" tt="uppercase" lts={1} visibleFrom={context ? 'sm' : undefined}>
              StockFlow
            </Text>
            {context}
          </Group>
          {account}
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Main menu" component="nav">
        <AppShell.Section grow component={ScrollArea}>
          {menu(close)}
        </AppShell.Section>
        {footer ? <AppShell.Section>{footer}</AppShell.Section> : null}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
