import { ownerOrUndeniedRefusal, type Session } from '../../lib/session';

/** The two permissions a teammate can be denied, as the Edit user drawer shows them (spec 3). */
export const TEAM_PERMISSIONS = [
  {
    id: 'inventory:update',
    label: 'Update inventory',
    description: 'Adjust stock levels, metadata, and availability',
  },
  {
    id: 'orders:create',
    label: 'Place orders',
    description: 'Create new orders on behalf of clients or providers',
  },
] as const;

export type TeamPermissionId = (typeof TEAM_PERMISSIONS)[number]['id'];

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
