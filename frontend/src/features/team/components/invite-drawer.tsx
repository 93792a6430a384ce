import { Button, Drawer, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { teamErrorText, useInviteTeamMember } from '../api/team-api';

/** The drawer's one field as the server's messages name it (lib/field-errors.ts). */
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
      setError('Enter an email address');
      return;
    }
    if (!session) {
      notifyError('You must be signed in to invite users.');
      return;
    }
    setError(null);
    try {
      await invite.mutateAsync({ email: address, invitedBy: session.user?.id });
      notifySuccess('Invitation sent');
      close();
    } catch (failure) {
      notifyError(teamErrorText(failure, 'Unable to send invite'));
      // A refusal about the address ("This email is already on the team.") stays beside it.
      const placed = fieldErrorsOf(failure, FIELDS);
      if (placed?.fields.email) setError(placed.fields.email);
    }
  }

  return (
    <Drawer opened={opened} onClose={close} position="right" title="Invite teammate">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label="Email"
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
            Send invite
          </Button>
        </Stack>
      </form>
    </Drawer>
  );
}
