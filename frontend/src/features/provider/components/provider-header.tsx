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

/** Up to two letters of an email's name part, for the avatar. */
function initialsOf(email: string): string {
  const parts = email
    .split('@')[0]
    .split(/[._+-]+/)
    .filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[1][0] : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
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
    <Menu position="bottom-end" width={240} withinPortal shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={`Account: ${email}`} miw={0}>
          <Group gap="xs" wrap="nowrap">
            <Avatar size={32} radius="xl" color="teal" aria-hidden="true">
              {initialsOf(email)}
            </Avatar>
            <Text size="sm" truncate="end" maw={220} visibleFrom="sm">
              {email}
            </Text>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as</Menu.Label>
        <Text size="sm" px="sm" fw={500} truncate="end">
          {email}
        </Text>
        <Text size="xs" px="sm" pb="xs" c="dimmed">
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
