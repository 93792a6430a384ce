import { Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NextStep } from '../../../components/empty-state';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { useLocalPage } from '../../../components/use-local-page';
import { DateText } from '../../../lib/use-formats';
import type { TeamMember } from '../api/team-api';
import { TEAM } from '../messages';
import { MemberStatusBadge } from './member-status';

const columnsIn = (t: TFunction<'team'>): ListColumn<TeamMember>[] => [
  {
    header: t('table.columns.email'),
    render: (user) => (
      <>
        <Text size="sm" fw={500}>
          {user.email}
        </Text>
        {user.invited_by_email ? (
          <Text size="xs" c="dimmed">
            {t('table.invitedBy', { email: user.invited_by_email })}
          </Text>
        ) : null}
      </>
    ),
    card: 'title',
  },
  {
    header: t('table.columns.status'),
    render: (user) => <MemberStatusBadge member={user} />,
    card: 'badge',
  },
  { header: t('table.columns.invited'), render: (user) => <DateText value={user.invited_at} /> },
  { header: t('table.columns.accepted'), render: (user) => <DateText value={user.accepted_at} /> },
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
  const { t } = useTranslation(TEAM);
  const columns = useMemo(() => columnsIn(t), [t]);
  const { pageRows, pagination } = useLocalPage(users);
  return (
    <ListTable
      label={t('table.label')}
      columns={columns}
      rows={pageRows}
      pagination={pagination}
      rowKey={(user) => user.id}
      loading={loading}
      onRowClick={onSelect}
      skeletonRows={3}
      empty={t('table.empty')}
      emptyIcon={IconUserPlus}
      emptyAction={onInvite ? <NextStep label={t('table.emptyAction')} onClick={onInvite} /> : null}
    />
  );
}
