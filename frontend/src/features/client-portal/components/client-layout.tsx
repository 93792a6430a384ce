import { AppShell, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, NavLink as RouterNavLink, useParams } from 'react-router';

/** Spec 2.3: the client side menu. */
const menu = [
  { label: 'Orders', path: '' },
  { label: 'New order', path: '/order' },
];

/**
 * The client portal's chrome: the side menu (Orders, New order), and on a phone the burger that
 * opens it as a drawer, closed again on navigation. The portal is public: no session needed.
 */
export function ClientLayout() {
  const { clientId } = useParams();
  const [opened, { toggle, close }] = useDisclosure(false);
  const base = `/client/${clientId}`;

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
          <Text fw={700} c="teal.7" tt="uppercase" lts={1}>
            StockFlow
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Main menu" component="nav">
        <AppShell.Section grow component={ScrollArea}>
          {menu.map((item) => (
            <NavLink
              key={item.label}
              component={RouterNavLink}
              to={`${base}${item.path}`}
              end
              label={item.label}
              onClick={close}
            />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
