import { Alert, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { notifyInfo } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { type TeamMember, teamErrorText, useTeamMembers } from '../api/team-api';
import { TEAM } from '../messages';
import { teamRefusal } from '../permissions';
import { EditUserDrawer } from './edit-user-drawer';
import { InviteDrawer } from './invite-drawer';
import { UsersTable } from './users-table';

/**
 * docs/product.md §2.7 Users: the provider's team, inviting teammates and editing their membership.
 */
export function UsersPage() {
  const { t } = useTranslation(TEAM);
  const providerId = useParams().providerId!;
  const session = useSession();
  const users = useTeamMembers(providerId);
  const [inviting, invite] = useDisclosure(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [editOpened, edit] = useDisclosure(false);
  const refusal = teamRefusal(session, providerId);

  function onSelect(user: TeamMember) {
    if (user.user_id === session?.user?.id) {
      notifyInfo(t('page.ownMembership'), { id: 'own-membership' });
      return;
    }
    setEditing(user);
    edit.open();
  }

  return (
    <Container component="section" size="lg" py="xl">
      <PageHeader
        title={t('page.title')}
        count={users.data?.length}
        addLabel={t('page.invite')}
        onAdd={invite.open}
        addDisabledReason={refusal}
      />
      {users.isError ? (
        <Alert role="alert" color="red" variant="light">
          {session ? teamErrorText(users.error, t('page.loadFailed')) : t('page.signInToManage')}
        </Alert>
      ) : (
        <UsersTable
          users={users.data}
          loading={users.isPending}
          onSelect={onSelect}
          onInvite={refusal ? undefined : invite.open}
        />
      )}
      <InviteDrawer providerId={providerId} opened={inviting} onClose={invite.close} />
      <EditUserDrawer
        providerId={providerId}
        user={editing}
        opened={editOpened}
        onClose={edit.close}
        readOnly={refusal}
      />
    </Container>
  );
}
