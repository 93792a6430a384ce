import { Command } from '@nestjs/cqrs';
import { Member } from '../../domain/permissions';
import { TeamMemberRow } from '../../infrastructure/team-reads';

/** Invite a teammate by mail: a user for the email if there is none, a pending membership. */
export class InviteUser extends Command<{ user: TeamMemberRow }> {
  constructor(
    readonly actor: Member,
    readonly email: string,
  ) {
    super();
  }
}
