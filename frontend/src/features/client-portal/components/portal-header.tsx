import { ActionIcon, Anchor, Box, Group, Image, Popover, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderLink } from '../../../api/client-providers';
import { LanguagePicker } from '../../../components/language-choice';
import { CLIENT_PORTAL } from '../messages';
import { telHref } from '../tel-href';

/**
 * Whose shop the portal is (issue 37), in its header: the provider's logo and name, and who is
 * ordering ("Ordering as {client}", the client's name at that provider). With several providers
 * and none in scope (the Orders list), their names together.
 */
export function PortalBrand({
  scope,
  links,
}: {
  scope: ProviderLink | null;
  links: readonly ProviderLink[];
}) {
  const { t } = useTranslation(CLIENT_PORTAL);
  const shown = scope ?? links[0];
  if (!shown) return null;
  const name = scope ? scope.provider.name : links.map((link) => link.provider.name).join(', ');
  const logo = scope?.shop.logo_url ?? null;
  return (
    <Box
      miw={0}
      style={{ display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-sm)' }}
      data-testid="portal-brand"
    >
      {logo ? (
        // The name follows: the logo adds nothing a screen reader should read twice.
        <Image src={logo} alt="" h={36} w="auto" maw={{ base: 56, sm: 120 }} fit="contain" />
      ) : null}
      <Stack gap={0} miw={0}>
        <Text fw={700} lh={1.25} truncate="end" data-testid="portal-provider">
          {name}
        </Text>
        <Text size="xs" c="dimmed" lh={1.25} truncate="end" data-testid="portal-client">
          {t('header.orderingAs', { client: shown.client.name })}
        </Text>
      </Stack>
    </Box>
  );
}

/** A provider's contact as its clients may read it: letterhead name, address, phone and email. */
function ContactCard({ link }: { link: ProviderLink }) {
  const { t } = useTranslation(CLIENT_PORTAL);
  const lines = (link.shop.address ?? '').split('\n').filter((line) => line.trim() !== '');
  return (
    <Box component="address" style={{ fontStyle: 'normal' }}>
      <Text size="sm" fw={600}>
        {link.shop.legal_name ?? link.provider.name}
      </Text>
      {lines.map((line, index) => (
        // Address lines may repeat (two "Unit 4"s): their place is what tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Text key={index} size="sm">
          {line}
        </Text>
      ))}
      {link.shop.phone ? (
        <Anchor
          href={telHref(link.shop.phone)}
          size="sm"
          aria-label={t('header.call', { phone: link.shop.phone })}
          style={{ display: 'flex', alignItems: 'center', gap: 4, minHeight: 24 }}
        >
          <IconPhone size={14} aria-hidden="true" />
          {link.shop.phone}
        </Anchor>
      ) : null}
      {link.shop.email ? (
        <Anchor href={`mailto:${link.shop.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {link.shop.email}
        </Anchor>
      ) : null}
    </Box>
  );
}

/** Whether a provider has anything to reach it by. */
const reachable = (link: ProviderLink) =>
  Boolean(link.shop.email || link.shop.address || link.shop.phone);

/**
 * The supplier's contact at the bottom of the side menu: always in sight on a wide screen, and
 * in the phone's menu drawer. The provider in scope, else each provider of the portal.
 */
export function SupplierContact({ links }: { links: readonly ProviderLink[] }) {
  const { t } = useTranslation(CLIENT_PORTAL);
  const shown = links.filter(reachable);
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('header.supplierContact')}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {t('header.yourSuppliers', { count: shown.length })}
      </Text>
      {shown.map((link) => (
        <ContactCard key={link.provider.id} link={link} />
      ))}
    </Stack>
  );
}

/**
 * On a phone, where the side menu is folded away: a button at the header's right end that shows
 * the supplier's contact.
 */
export function ContactButton({ links }: { links: readonly ProviderLink[] }) {
  const { t } = useTranslation(CLIENT_PORTAL);
  const shown = links.filter(reachable);
  if (shown.length === 0) return null;
  const label =
    shown.length === 1
      ? t('header.contactOne', { provider: shown[0].provider.name })
      : t('header.contactAll');
  return (
    <Box hiddenFrom="sm">
      <Popover position="bottom-end" shadow="md" width={260} withinPortal trapFocus returnFocus>
        <Popover.Target>
          <ActionIcon variant="subtle" size={44} aria-label={label}>
            <IconAddressBook size={24} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="sm">
            {shown.map((link) => (
              <ContactCard key={link.provider.id} link={link} />
            ))}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Box>
  );
}

/** The language button grown to a thumb's 44 px, as the contact button beside it. */
const PICKER_CSS = `.stockflow-portal-language .mantine-ActionIcon-root {
  width: 2.75rem;
  height: 2.75rem;
  min-width: 2.75rem;
  min-height: 2.75rem;
}`;

/**
 * The header's right end: the buyer's sign-in, the language (kept on the device, since the
 * anonymous link has no account to keep it on) and, on a phone, the supplier's contact.
 */
export function PortalActions({
  links,
  account,
}: {
  links: readonly ProviderLink[];
  /** Sign in, or the signed-in buyer's name and Sign out (features/buyers). */
  account?: ReactNode;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {account}
      <style href="stockflow-portal-language" precedence="default">
        {PICKER_CSS}
      </style>
      <Box className="stockflow-portal-language">
        <LanguagePicker />
      </Box>
      <ContactButton links={links} />
    </Group>
  );
}
