import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clash } from '../../domain/identity-errors';
import { normalizeEmail } from '../../domain/session';
import { checkMayManageTeam } from '../../domain/team';
import { Membership, User } from '../../infrastructure/identity.entities';
import { Invites } from '../../infrastructure/invites';
import { teamMembers } from '../../infrastructure/team-reads';
import { InviteUser } from './invite-user.command';

const ALREADY_ON_TEAM = 'This email is already on the team.';

@CommandHandler(InviteUser)
export class InviteUserHandler implements ICommandHandler<InviteUser> {
  constructor(
    private readonly em: EntityManager,
    private readonly invites: Invites,
  ) {}

  async execute({ actor, email }: InviteUser) {
    checkMayManageTeam(actor);
    const { providerId } = actor;
    const emailNormalized = normalizeEmail(email);
    let invite: Awaited<ReturnType<Invites['prepare']>>;
    try {
      invite = await this.em.transactional(async (em) => {
        // The user may exist (a member elsewhere, or invited before); two invites of one new
        // email at once make one user.
        await em
          .createQueryBuilder(User)
          .insert({ id: randomUUID(), email, emailNormalized, createdAt: new Date() })
          .onConflict('emailNormalized')
          .ignore()
          .execute('run');
        const invitee = await em.findOneOrFail(User, { emailNormalized });
        if (await em.count(Membership, { providerId, userId: invitee.id }))
          throw new Clash(ALREADY_ON_TEAM);
        const membership = Object.assign(new Membership(), {
          id: randomUUID(),
          providerId,
          userId: invitee.id,
          invitedBy: actor.userId,
        });
        await em.persist(membership).flush();
        const [member] = await teamMembers(em, providerId, invitee.id);
        return this.invites.prepare(em, providerId, member);
      });
    } catch (error) {
      // The same email invited twice at once: the second finds the first's membership.
      if (error instanceof UniqueConstraintViolationException) throw new Clash(ALREADY_ON_TEAM);
      throw error;
    }
    await this.invites.mail(invite);
    return { user: invite.user };
  }
}
