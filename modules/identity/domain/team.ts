import { Member } from './permissions';

/** A team rule the change breaks, with the status the API answers it with. */
export class TeamRuleViolation extends Error {
  constructor(
    message: string,
    readonly status: 403 | 409,
  ) {
    super(message);
    this.name = 'TeamRuleViolation';
  }
}

export interface TargetMembership {
  userId: string;
  invitedBy: string | null;
  acceptedAt: Date | null;
}

export interface MembershipChange {
  active?: boolean;
  permissionsDenied?: string[];
}

/** Who may manage the team: the owner, and members denied nothing. */
export function mayManageTeam(actor: Member): boolean {
  return actor.isOwner || actor.permissionsDenied.length === 0;
}

/** Throws the first rule the change breaks (spec 2.7 Users, 4 Team member). */
export function checkMembershipChange(
  actor: Member,
  target: TargetMembership,
  change: MembershipChange,
): void {
  if (actor.userId === target.userId) {
    throw new TeamRuleViolation("You can't edit your own membership here.", 403);
  }
  if (!mayManageTeam(actor)) {
    throw new TeamRuleViolation(
      'Only the owner and members with no denied permissions may manage users.',
      403,
    );
  }
  if (target.invitedBy === null) {
    throw new TeamRuleViolation("The owner's membership can't be changed.", 403);
  }
  if (change.active !== undefined && target.acceptedAt === null) {
    throw new TeamRuleViolation(
      'A pending invite can be activated or deactivated only after it is accepted.',
      409,
    );
  }
}
