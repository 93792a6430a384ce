import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../api/team-api';
import { TEAM } from '../messages';

/** A key under `status.` in the team catalog. */
export type MemberStatus = 'pending' | 'active' | 'inactive';

/**
 * docs/product.md §4, Team member: pending until the invite is accepted, then active or inactive.
 */
export function memberStatus(member: TeamMember): MemberStatus {
  if (!member.accepted_at) return 'pending';
  return member.active ? 'active' : 'inactive';
}

const colors: Record<MemberStatus, string> = {
  pending: 'yellow',
  active: 'teal',
  inactive: 'gray',
};

export function MemberStatusBadge({ member }: { member: TeamMember }) {
  const { t } = useTranslation(TEAM);
  const status = memberStatus(member);
  return (
    <Badge color={colors[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
