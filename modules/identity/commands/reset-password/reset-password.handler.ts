import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { LinkTokens } from '../../infrastructure/link-tokens';
import { RateLimiter } from '../../infrastructure/rate-limiter';
import { ResetPassword } from './reset-password.command';

@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword> {
  constructor(
    private readonly links: LinkTokens,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ password, auth, address }: ResetPassword) {
    await this.limiter.byAddress(address);
    return this.links.redeem('reset', auth, password);
  }
}
