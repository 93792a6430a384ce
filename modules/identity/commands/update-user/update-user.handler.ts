import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { NotFound } from '../../domain/identity-errors';
import { changedMembership, checkMembershipChange, NO_SUCH_TEAMMATE } from '../../domain/team';
import { Membership } from '../../infrastructure/identity.entities';
import { Sessions } from '../../infrastructure/sessions';
import { teamMembers } from '../../infrastructure/team-reads';
import { MemberCheck } from '../../tenancy/member-check';
import { UpdateUser } from './update-user.command';

@CommandHandler(UpdateUser)
export class UpdateUserHandler implements ICommandHandler<UpdateUser> {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: Sessions,
    private readonly members: MemberCheck,
  ) {}

  async execute({ actor, userId, change }: UpdateUser) {
    const { providerId } = actor;
    const { user, ended } = await this.em.transactional(async (em) => {
      const membership = await em.findOne(
        Membership,
        { providerId, userId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!membership) throw new NotFound(NO_SUCH_TEAMMATE);
      checkMembershipChange(
        actor,
        { userId, invitedBy: membership.invitedBy, acceptedAt: membership.acceptedAt },
        change,
      );
      const { active, permissionsDenied, deactivated } = changedMembership(membership, change);
      Object.assign(membership, { active, permissionsDenied });
      await em.flush();
      const ended = deactivated ? await this.sessions.end(em, { userId }, 'deactivated') : [];
      const [user] = await teamMembers(em, providerId, userId);
      return { user, ended };
    });
    this.sessions.forget(ended);
    this.members.forget(userId, providerId);
    return { user };
  }
}
