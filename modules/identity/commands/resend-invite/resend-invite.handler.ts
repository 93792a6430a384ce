import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clash, NotFound } from '../../domain/identity-errors';
import { checkMayManageTeam, NO_SUCH_TEAMMATE } from '../../domain/team';
import { Invites } from '../../infrastructure/invites';
import { teamMembers } from '../../infrastructure/team-reads';
import { ResendInvite } from './resend-invite.command';

@CommandHandler(ResendInvite)
export class ResendInviteHandler implements ICommandHandler<ResendInvite> {
  constructor(
    private readonly em: EntityManager,
    private readonly invites: Invites,
  ) {}

  async execute({ actor, userId }: ResendInvite) {
    checkMayManageTeam(actor);
    const { providerId } = actor;
    const invite = await this.em.transactional(async (em) => {
      const [member] = await teamMembers(em, providerId, userId);
      if (!member) throw new NotFound(NO_SUCH_TEAMMATE);
      if (member.accepted_at) throw new Clash('This user has already accepted the invite.');
      return this.invites.prepare(em, providerId, member);
    });
    await this.invites.mail(invite);
    return { user: invite.user };
  }
}
