import { EntityManager } from '@mikro-orm/postgresql';
import { TeamMemberResponse } from '../responses/team-member.response.dto';

/** A row of the Users screen (docs/product.md §3, Team member). */
export type TeamMemberRow = TeamMemberResponse;

/**
 * The provider's team, or one member of it, as the Users screen lists it: in `em`'s
 * transaction when a command answers with what it wrote. One read joining the users twice
 * (the member and who invited them), as the screen's row needs both emails.
 */
export async function teamMembers(
  em: EntityManager,
  providerId: string,
  userId?: string,
): Promise<TeamMemberRow[]> {
  return em.execute<TeamMemberRow[]>(
    `SELECT m.id, m.user_id, u.email, i.email AS invited_by_email, m.active,
            m.accepted_at, m.invited_at, m.permissions_denied
       FROM identity_memberships m
       JOIN identity_users u ON u.id = m.user_id
       LEFT JOIN identity_users i ON i.id = m.invited_by
      WHERE m.provider_id = ? AND (?::uuid IS NULL OR m.user_id = ?::uuid)
      ORDER BY m.invited_at, u.email`,
    [providerId, userId ?? null, userId ?? null],
  );
}
