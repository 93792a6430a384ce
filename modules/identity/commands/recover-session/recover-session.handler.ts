import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { LinkTokens } from '../../infrastructure/link-tokens';
import { RateLimiter } from '../../infrastructure/rate-limiter';
import { RecoverSession } from './recover-session.command';

@CommandHandler(RecoverSession)
export class RecoverSessionHandler implements ICommandHandler<RecoverSession> {
  constructor(
    private readonly links: LinkTokens,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ auth, address }: RecoverSession) {
    await this.limiter.byAddress(address);
    return this.links.openSession('reset', auth);
  }
}
