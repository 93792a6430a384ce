import { ActionIcon, Box, Button, Menu, NavLink, Text } from '@mantine/core';
import { IconLogin, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { useCheckedBuyer, useSignOut } from '../api/buyers-api';
import { BUYERS } from '../messages';

/**
 * The portal header's account: "Sign in" for the anonymous link (which keeps working as it
 * always did), or the signed-in buyer's name with Sign out. A 44 px icon on a phone.
 */
export function PortalAccount({ clientKey }: { clientKey: string }) {
  const { t } = useTranslation(BUYERS);
  const session = useCheckedBuyer(clientKey);
  const signOut = useSignOut(clientKey);
  const signInPath = `/client/${clientKey}/sign-in`;

  if (!session)
    return (
      <>
        <Button
          component={Link}
          to={signInPath}
          variant="default"
          size="sm"
          leftSection={<IconLogin size={16} aria-hidden="true" />}
          visibleFrom="sm"
        >
          {t('account.signIn')}
        </Button>
        <Box hiddenFrom="sm">
          <ActionIcon
            component={Link}
            to={signInPath}
            variant="subtle"
            size={44}
            aria-label={t('account.signIn')}
          >
            <IconLogin size={22} />
          </ActionIcon>
        </Box>
      </>
    );

  const name = session.buyer.name;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size={44}
          aria-label={t('account.menu', { name })}
          data-testid="buyer-account"
        >
          <IconUserCircle size={24} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown maw={260}>
        <Menu.Label>
          <Text
            size="sm"
            fw={600}
            c="var(--mantine-color-text)"
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('account.signedInAs', { name })}
          </Text>
        </Menu.Label>
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => signOut.mutate()}
        >
          {t('account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The side menu's entries of a signed-in buyer: Approvals, and Team for the company's admins. */
export function BuyerMenuLinks({
  clientKey,
  onNavigate,
}: {
  clientKey: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation(BUYERS);
  const session = useCheckedBuyer(clientKey);
  if (!session) return null;
  const base = `/client/${clientKey}`;
  return (
    <>
      <NavLink
        component={RouterNavLink}
        to={`${base}/approvals`}
        end
        label={t('menu.approvals')}
        onClick={onNavigate}
      />
      {session.buyer.role === 'ADMIN' ? (
        <NavLink
          component={RouterNavLink}
          to={`${base}/team`}
          end
          label={t('menu.team')}
          onClick={onNavigate}
        />
      ) : null}
    </>
  );
}
