import { Queryable } from '../../platform';

/** A row of the Users screen (spec section 3, Team member). */
export interface TeamMemberRow {
  id: string;
  user_id: string;
  email: string;
  invited_by_email: string | null;
  active: boolean;
  accepted_at: Date | null;
  invited_at: Date;
  permissions_denied: string[];
}

/** The provider's team, or one member of it. */
export async function teamMembers(
  db: Queryable,
  providerId: string,
  userId?: string,
): Promise<TeamMemberRow[]> {
  const { rows } = await db.query<TeamMemberRow>(
    `SELECT m.id, m.user_id, u.email, i.email AS invited_by_email, m.active,
            m.accepted_at, m.invited_at, m.permissions_denied
       FROM identity_memberships m
       JOIN identity_users u ON u.id = m.user_id
       LEFT JOIN identity_users i ON i.id = m.invited_by
      WHERE m.provider_id = $1 AND ($2::uuid IS NULL OR m.user_id = $2)
      ORDER BY m.invited_at, u.email`,
    [providerId, userId ?? null],
  );
  return rows;
}
