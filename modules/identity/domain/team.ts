import { Clash, NotAllowed } from './identity-errors';
import { Member } from './permissions';

export interface TargetMembership {
  userId: string;
  invitedBy: string | null;
  acceptedAt: Date | null;
}

export interface MembershipChange {
  active?: boolean;
  permissionsDenied?: string[];
}

export const NO_SUCH_TEAMMATE = 'No such user in this team.';

export const MANAGE_TEAM_REFUSAL =
  'Only the owner and members with no denied permissions may manage users.';

/** Who may manage the team: the owner, and members denied nothing. */
export function mayManageTeam(actor: Member): boolean {
  return actor.isOwner || actor.permissionsDenied.length === 0;
}

/** Throws unless the actor may manage the team (invite, resend, change memberships). */
export function checkMayManageTeam(actor: Member): void {
  if (!mayManageTeam(actor)) throw new NotAllowed(MANAGE_TEAM_REFUSAL);
}

/** Throws the first rule the change breaks (docs/product.md §2.7 Users, 4 Team member). */
export function checkMembershipChange(
  actor: Member,
  target: TargetMembership,
  change: MembershipChange,
): void {
  if (actor.userId === target.userId) {
    throw new NotAllowed("You can't edit your own membership here.");
  }
  checkMayManageTeam(actor);
  if (target.invitedBy === null) {
    throw new NotAllowed("The owner's membership can't be changed.");
  }
  if (change.active !== undefined && target.acceptedAt === null) {
    throw new Clash('A pending invite can be activated or deactivated only after it is accepted.');
  }
}

/** When a membership counts as accepted: an invite accepted again keeps its first time. */
export function acceptedAt(current: Date | null, now: Date): Date {
  return current ?? now;
}

/** A membership after a change: what the change leaves out (or sends as null) stays. */
export function changedMembership(
  current: { active: boolean; permissionsDenied: string[] },
  change: MembershipChange,
): { active: boolean; permissionsDenied: string[]; deactivated: boolean } {
  const active = change.active ?? current.active;
  return {
    active,
    permissionsDenied: change.permissionsDenied ?? current.permissionsDenied,
    deactivated: current.active && !active,
  };
}
