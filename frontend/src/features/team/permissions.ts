import { ownerOrUndeniedRefusal, type Session } from '../../lib/session';

/** What the server answers a member who may not manage the team. */
export const MANAGE_TEAM_REFUSAL =
  'Only the owner and members with no denied permissions may manage users.';

/**
 * Why the server would refuse this member inviting, resending or changing a membership: the
 * owner and members denied nothing may; an auditor hears the auditors' refusal first.
 */
export function teamRefusal(
  session: Session | null,
  providerId: string | undefined,
): string | null {
  return ownerOrUndeniedRefusal(session, providerId, MANAGE_TEAM_REFUSAL);
}
