import {
  Alert,
  Button,
  Drawer,
  Fieldset,
  Group,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WhyDisabled } from '../../../components/why-disabled';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { permissionTable, useSession } from '../../../lib/session';
import {
  type TeamMember,
  type TeamMemberChange,
  teamErrorText,
  useResendInvite,
  useUpdateTeamMember,
} from '../api/team-api';
import { TEAM } from '../messages';

function EditUserForm({
  providerId,
  user,
  onDone,
  readOnly,
}: {
  providerId: string;
  user: TeamMember;
  onDone: () => void;
  /** Why the member may not change it: shown, every control disabled. */
  readOnly: string | null;
}) {
  const { t } = useTranslation(TEAM);
  const update = useUpdateTeamMember(providerId);
  const resend = useResendInvite(providerId);
  // The permissions a teammate can be denied, as the server's table names them (docs/product.md
  // §3).
  const permissions = permissionTable(useSession());
  const pending = !user.accepted_at;
  const [active, setActive] = useState(user.active);
  // A toggle ON means allowed: the permission is not in permissions_denied.
  const [denied, setDenied] = useState<string[]>(user.permissions_denied ?? []);

  function toggle(permission: string, allowed: boolean) {
    setDenied((current) =>
      allowed ? current.filter((id) => id !== permission) : [...current, permission],
    );
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (readOnly) return;
    const change: TeamMemberChange = {
      // Without the table (a session stored before it came), what was denied stays denied.
      permissions_denied:
        permissions.length > 0
          ? permissions.map(({ id }) => id).filter((id) => denied.includes(id))
          : denied,
    };
    // A pending invite can be activated or deactivated only after it is accepted.
    if (!pending) change.active = active;
    try {
      await update.mutateAsync({ userId: user.user_id, change });
      notifySuccess(t('edit.saved'));
      onDone();
    } catch (failure) {
      notifyError(teamErrorText(failure, t('edit.saveFailed')));
    }
  }

  async function onResend() {
    if (!user.email) {
      notifyError(t('edit.noEmail'));
      return;
    }
    try {
      await resend.mutateAsync(user.user_id);
      notifySuccess(t('edit.resent'));
    } catch (failure) {
      notifyError(teamErrorText(failure, t('edit.resendFailed')));
    }
  }

  return (
    <form onSubmit={onSave} noValidate>
      {readOnly ? (
        <Alert color="gray" variant="light" mb="md">
          {readOnly}
        </Alert>
      ) : null}
      <Fieldset variant="unstyled" disabled={Boolean(readOnly)} p={0} m={0}>
        <Stack>
          <TextInput label={t('edit.email')} value={user.email} readOnly />
          <Switch
            label={t('edit.active')}
            checked={active}
            disabled={pending}
            onChange={(event) => setActive(event.currentTarget.checked)}
          />
          <Stack gap="sm">
            <Text fw={600} size="sm">
              {t('edit.permissions')}
            </Text>
            {permissions.map((permission) => (
              <Switch
                key={permission.id}
                label={permission.label}
                description={permission.description}
                checked={!denied.includes(permission.id)}
                onChange={(event) => toggle(permission.id, event.currentTarget.checked)}
              />
            ))}
          </Stack>
          <Group justify="space-between" mt="md">
            {pending ? (
              <WhyDisabled reason={readOnly}>
                <Button variant="light" onClick={onResend} loading={resend.isPending}>
                  {t('edit.resend')}
                </Button>
              </WhyDisabled>
            ) : (
              <span />
            )}
            <WhyDisabled reason={readOnly}>
              <Button type="submit" loading={update.isPending}>
                {t('edit.save')}
              </Button>
            </WhyDisabled>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

/** docs/product.md §2.7 Users: the Edit user drawer opened by clicking a teammate's row. */
export function EditUserDrawer({
  providerId,
  user,
  opened,
  onClose,
  readOnly = null,
}: {
  providerId: string;
  user: TeamMember | null;
  opened: boolean;
  onClose: () => void;
  /** Why the signed-in member may not manage the team; none: they may. */
  readOnly?: string | null;
}) {
  const { t } = useTranslation(TEAM);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('edit.title')}>
      {user ? (
        // The drawer unmounts its content once closed, so each opening starts from the row.
        <EditUserForm
          key={user.user_id}
          providerId={providerId}
          user={user}
          onDone={onClose}
          readOnly={readOnly}
        />
      ) : null}
    </Drawer>
  );
}
