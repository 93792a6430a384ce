import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { acceptedAt } from '../../domain/team';
import { Membership } from '../../infrastructure/identity.entities';
import { LinkTokens } from '../../infrastructure/link-tokens';
import { RateLimiter } from '../../infrastructure/rate-limiter';
import { AcceptInvite } from './accept-invite.command';

@CommandHandler(AcceptInvite)
export class AcceptInviteHandler implements ICommandHandler<AcceptInvite> {
  constructor(
    private readonly links: LinkTokens,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ password, auth, address }: AcceptInvite) {
    await this.limiter.byAddress(address);
    return this.links.redeem('invite', auth, password, async (em, spent) => {
      if (!spent.providerId) return;
      const membership = await em.findOne(Membership, {
        userId: spent.user.id,
        providerId: spent.providerId,
      });
      if (membership) membership.acceptedAt = acceptedAt(membership.acceptedAt, new Date());
    });
  }
}
