import { Avatar, Divider, Group, Menu, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useProviderCard } from '../../../api/provider';

/** The provider whose screens these are, beside the mark: its name once read. */
export function ProviderName({ providerId }: { providerId: string }) {
  const card = useProviderCard(providerId);
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Divider orientation="vertical" visibleFrom="sm" />
      {card.isPending ? (
        <Skeleton height={16} width={120} radius="sm" />
      ) : (
        <Text fw={600} truncate="end" data-testid="provider-name">
          {card.data?.name || 'Your business'}
        </Text>
      )}
    </Group>
  );
}

export interface AccountMenuProps {
  email: string;
  /** Owner, Member or Read-only: what the signed-in user is for this provider. */
  role: string;
  onLogout: () => void;
}

/** Who is signed in, at the header's right end; its menu holds Logout. */
export function AccountMenu({ email, role, onLogout }: AccountMenuProps) {
  return (
    // No focus placeholder: a menu may hold no focusable box that is not a menu item.
    <Menu
      position="bottom-end"
      width={240}
      withinPortal
      shadow="md"
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        {/* Named by the email it shows; on a phone only the avatar shows, and the name stays. */}
        <UnstyledButton aria-label={email} miw={0}>
          <Group gap="xs" wrap="nowrap">
            <Avatar size={32} radius="xl" color="teal" aria-hidden="true" />
            <Text size="sm" truncate="end" maw={220} visibleFrom="sm">
              {email}
            </Text>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as</Menu.Label>
        {/* Plain boxes, not paragraphs: a menu holds items, separators and generic boxes. */}
        <Text component="div" size="sm" px="sm" fw={500} truncate="end">
          {email}
        </Text>
        <Text component="div" size="xs" px="sm" pb="xs" c="dimmed">
          {role}
        </Text>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
