import { Badge } from '@mantine/core';
import type { TeamMember } from '../api/team-api';

export type MemberStatus = 'Pending invite' | 'Active' | 'Inactive';

/**
 * docs/product.md §4, Team member: pending until the invite is accepted, then active or inactive.
 */
export function memberStatus(member: TeamMember): MemberStatus {
  if (!member.accepted_at) return 'Pending invite';
  return member.active ? 'Active' : 'Inactive';
}

const colors: Record<MemberStatus, string> = {
  'Pending invite': 'yellow',
  Active: 'teal',
  Inactive: 'gray',
};

export function MemberStatusBadge({ member }: { member: TeamMember }) {
  const status = memberStatus(member);
  return (
    <Badge color={colors[status]} variant="light">
      {status}
    </Badge>
  );
}
