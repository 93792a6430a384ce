import { Button, Drawer, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { teamErrorText, useInviteTeamMember } from '../api/team-api';
import { TEAM } from '../messages';

/**
 * The drawer's one field as the server's messages name it (lib/field-errors.ts): matched in
 * those messages, which the server writes in English.
 */
// i18n-exempt: a name to find in the server's English messages, not a text of this screen
const FIELDS = { email: { label: 'Email', keys: ['email'], also: ['address'] } } as const;

/** docs/product.md §2.7 Users: the Invite teammate drawer (Email, Send invite). */
export function InviteDrawer({
  providerId,
  opened,
  onClose,
}: {
  providerId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(TEAM);
  const session = useSession();
  const invite = useInviteTeamMember(providerId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setEmail('');
    setError(null);
    onClose();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(t('invite.emailRequired'));
      return;
    }
    if (!session) {
      notifyError(t('invite.signInToInvite'));
      return;
    }
    setError(null);
    try {
      await invite.mutateAsync({ email: address, invitedBy: session.user?.id });
      notifySuccess(t('invite.sent'));
      close();
    } catch (failure) {
      notifyError(teamErrorText(failure, t('invite.failed')));
      // A refusal about the address ("This email is already on the team.") stays beside it.
      const placed = fieldErrorsOf(failure, FIELDS);
      if (placed?.fields.email) setError(placed.fields.email);
    }
  }

  return (
    <Drawer opened={opened} onClose={close} position="right" title={t('invite.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('invite.email')}
            type="email"
            autoComplete="off"
            data-autofocus
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <Button type="submit" loading={invite.isPending}>
            {t('invite.submit')}
          </Button>
        </Stack>
      </form>
    </Drawer>
  );
}
