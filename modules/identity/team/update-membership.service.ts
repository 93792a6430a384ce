import { Injectable } from '@nestjs/common';
import { Database } from '../../platform';
import { NotFound } from '../domain/identity-errors';
import { Member } from '../domain/permissions';
import { checkMembershipChange, MembershipChange } from '../domain/team';
import { Sessions } from '../sessions/sessions';
import { NO_SUCH_TEAMMATE } from './invite-teammate.service';
import { TeamMemberRow, teamMembers } from './team-members';

/**
 * Activating, deactivating and setting a teammate's denied permissions. A deactivation ends
 * the teammate's sessions: their tokens, and their live sockets, stop within seconds.
 */
@Injectable()
export class UpdateMembershipService {
  constructor(
    private readonly db: Database,
    private readonly sessions: Sessions,
  ) {}

  async update(actor: Member, userId: string, change: MembershipChange): Promise<TeamMemberRow> {
    const { providerId } = actor;
    const { user, ended } = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        invited_by: string | null;
        accepted_at: Date | null;
        active: boolean;
      }>(
        `SELECT invited_by, accepted_at, active FROM identity_memberships
          WHERE provider_id = $1 AND user_id = $2 FOR UPDATE`,
        [providerId, userId],
      );
      if (!rows[0]) throw new NotFound(NO_SUCH_TEAMMATE);
      checkMembershipChange(
        actor,
        { userId, invitedBy: rows[0].invited_by, acceptedAt: rows[0].accepted_at },
        change,
      );
      await tx.query(
        `UPDATE identity_memberships
            SET active = coalesce($3, active),
                permissions_denied = coalesce($4, permissions_denied)
          WHERE provider_id = $1 AND user_id = $2`,
        [providerId, userId, change.active ?? null, change.permissionsDenied ?? null],
      );
      const ended =
        change.active === false && rows[0].active
          ? await this.sessions.end(tx, { userId }, 'deactivated')
          : [];
      const [user] = await teamMembers(tx, providerId, userId);
      return { user, ended };
    });
    this.sessions.forget(ended);
    return user;
  }
}
