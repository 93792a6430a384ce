import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MAILER, Mailer } from '../../../platform';
import { normalizeEmail } from '../../domain/session';
import { User } from '../../infrastructure/identity.entities';
import { LinkTokens } from '../../infrastructure/link-tokens';
import { RateLimiter } from '../../infrastructure/rate-limiter';
import { SendPasswordReset } from './send-password-reset.command';

export const RESET_SENT = 'Please check your email for instructions to reset your password.';

/**
 * Mails a reset link when the email has an account; answers the same either way, so the
 * answer does not tell who has one. The link supersedes any earlier one. Never limited by
 * email: nobody can keep an account's owner from a reset. Only the asking address is (a bucket
 * of its own, so its failed logins do not count), against mail floods.
 */
@CommandHandler(SendPasswordReset)
export class SendPasswordResetHandler implements ICommandHandler<SendPasswordReset> {
  constructor(
    private readonly em: EntityManager,
    private readonly links: LinkTokens,
    private readonly limiter: RateLimiter,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  async execute({ email, address }: SendPasswordReset) {
    await this.limiter.byAddress(address, 'send-reset-ip');
    const reset = await this.em.transactional(async (em) => {
      const user = await em.findOne(User, { emailNormalized: normalizeEmail(email) });
      if (!user) return undefined;
      return { email: user.email, link: await this.links.create(em, 'reset', user, null) };
    });
    if (reset) {
      await this.mailer.send({
        to: reset.email,
        subject: 'Reset your password',
        text: `Someone asked to reset the password of ${reset.email}.\n\nChoose a new one: ${reset.link}\n\nThe link works once, for an hour. If it was not you, ignore this mail.`,
      });
    }
    return { message: RESET_SENT };
  }
}
