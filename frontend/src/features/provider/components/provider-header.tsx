import {
  Avatar,
  Divider,
  Group,
  Menu,
  Skeleton,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconChevronDown, IconLogout, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProviderCard } from '../../../api/provider';
import { LanguageMenuItems } from '../../../components/language-choice';
import { PROVIDER } from '../messages';

/** A provider's name once read; a stand-in while it loads, never its id. */
function ProviderTitle({ providerId, header }: { providerId: string; header?: boolean }) {
  const { t } = useTranslation(PROVIDER);
  const card = useProviderCard(providerId);
  if (card.isPending) return <Skeleton height={16} width={120} radius="sm" />;
  return (
    <Text
      component="span"
      display="block"
      miw={0}
      fw={header ? 600 : undefined}
      size={header ? 'md' : 'sm'}
      truncate="end"
      data-testid={header ? 'provider-name' : undefined}
    >
      {card.data?.name || t('header.yourBusiness')}
    </Text>
  );
}

export interface ProviderNameProps {
  providerId: string;
  /** Every provider the user belongs to; with more than one, the name opens a switcher. */
  providerIds?: readonly string[];
  /** Where the switcher leads for another provider: its same page, or its inbox. */
  pathFor?: (providerId: string) => string;
}

/**
 * The provider whose screens these are, beside the mark. For a member of several providers it
 * is a menu of them: choosing one opens that provider's same page (or its inbox).
 */
export function ProviderName({ providerId, providerIds = [], pathFor }: ProviderNameProps) {
  const { t } = useTranslation(PROVIDER);
  const switcher = providerIds.length > 1 && pathFor;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Divider orientation="vertical" visibleFrom="sm" />
      {switcher ? (
        <Menu position="bottom-start" width={260} withinPortal shadow="md">
          <Menu.Target>
            <UnstyledButton miw={0} data-testid="provider-switcher">
              <Group gap={6} wrap="nowrap" miw={0}>
                <ProviderTitle providerId={providerId} header />
                <VisuallyHidden>{t('header.switchBusiness')}</VisuallyHidden>
                <IconSelector size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('header.yourBusinesses')}</Menu.Label>
            {providerIds.map((id) => (
              <Menu.Item
                key={id}
                component={Link}
                to={pathFor(id)}
                aria-current={id === providerId ? 'true' : undefined}
                leftSection={
                  id === providerId ? (
                    <IconCheck size={16} aria-hidden="true" />
                  ) : (
                    <span style={{ display: 'inline-block', width: 16 }} />
                  )
                }
              >
                <ProviderTitle providerId={id} />
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : (
        <ProviderTitle providerId={providerId} header />
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

/** Who is signed in, at the header's right end; its menu holds the language and Logout. */
export function AccountMenu({ email, role, onLogout }: AccountMenuProps) {
  const { t } = useTranslation(PROVIDER);
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
        <Menu.Label>{t('header.signedInAs')}</Menu.Label>
        {/* Plain boxes, not paragraphs: a menu holds items, separators and generic boxes. */}
        <Text component="div" size="sm" px="sm" fw={500} truncate="end">
          {email}
        </Text>
        <Text component="div" size="xs" px="sm" pb="xs" c="dimmed">
          {role}
        </Text>
        <Menu.Divider />
        {/* Each user's own language, kept on their account: chosen here, once signed in. */}
        <LanguageMenuItems />
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={onLogout}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
