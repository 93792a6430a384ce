import { Command } from '@nestjs/cqrs';
import { Member } from '../../domain/permissions';
import { TeamMemberRow } from '../../infrastructure/team-reads';

/** A fresh link for an invite not accepted yet; the earlier link stops working. */
export class ResendInvite extends Command<{ user: TeamMemberRow }> {
  constructor(
    readonly actor: Member,
    readonly userId: string,
  ) {
    super();
  }
}
