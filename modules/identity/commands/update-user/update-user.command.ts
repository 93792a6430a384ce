import { Command } from '@nestjs/cqrs';
import { Member } from '../../domain/permissions';
import { MembershipChange } from '../../domain/team';
import { TeamMemberRow } from '../../infrastructure/team-reads';

/**
 * Activate, deactivate or set a teammate's denied permissions. A deactivation ends the
 * teammate's sessions: their tokens, and their live sockets, stop within seconds.
 */
export class UpdateUser extends Command<{ user: TeamMemberRow }> {
  constructor(
    readonly actor: Member,
    readonly userId: string,
    readonly change: MembershipChange,
  ) {
    super();
  }
}
