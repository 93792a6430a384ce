import { AppShell, Burger, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

export interface AppFrameProps {
  /** The side menu's links; `close` shuts the phone drawer again after a navigation. */
  menu: (close: () => void) => ReactNode;
  /** Shown below the menu, at the bottom of the side bar (e.g. Logout). */
  footer?: ReactNode;
}

/**
 * The signed-in and client portal chrome: a header with the StockFlow mark, the side menu, and on
 * a phone the burger that opens the menu as a drawer. The routed page renders in the main area.
 */
export function AppFrame({ menu, footer }: AppFrameProps) {
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label="Toggle menu"
          />
          <Text fw={700} c="teal" tt="uppercase" lts={1}>
            StockFlow
          </Text>
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
