import { Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { NextStep } from '../../../components/empty-state';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { useLocalPage } from '../../../components/use-local-page';
import { DateText } from '../../../lib/use-formats';
import type { TeamMember } from '../api/team-api';
import { MemberStatusBadge } from './member-status';

const columns: ListColumn<TeamMember>[] = [
  {
    header: 'Email',
    render: (user) => (
      <>
        <Text size="sm" fw={500}>
          {user.email}
        </Text>
        {user.invited_by_email ? (
          <Text size="xs" c="dimmed">
            Invited by {user.invited_by_email}
          </Text>
        ) : null}
      </>
    ),
    card: 'title',
  },
  { header: 'Status', render: (user) => <MemberStatusBadge member={user} />, card: 'badge' },
  { header: 'Invited', render: (user) => <DateText value={user.invited_at} /> },
  { header: 'Accepted', render: (user) => <DateText value={user.accepted_at} /> },
];

/**
 * docs/product.md §2.7 Users: Email (plus Invited by), Status, Invited and Accepted dates; 10 a
 * page (docs/product.md §2.5's default), the pager only once there is more than one page.
 */
export function UsersTable({
  users,
  loading,
  onSelect,
  onInvite,
}: {
  users: TeamMember[] | undefined;
  loading: boolean;
  onSelect: (user: TeamMember) => void;
  /** The empty state's next step; none for a member who may not invite. */
  onInvite?: () => void;
}) {
  const { pageRows, pagination } = useLocalPage(users);
  return (
    <ListTable
      label="Users"
      columns={columns}
      rows={pageRows}
      pagination={pagination}
      rowKey={(user) => user.id}
      loading={loading}
      onRowClick={onSelect}
      skeletonRows={3}
      empty="Add your first teammate using the plus button in the top-right corner."
      emptyIcon={IconUserPlus}
      emptyAction={onInvite ? <NextStep label="Invite a teammate" onClick={onInvite} /> : null}
    />
  );
}
