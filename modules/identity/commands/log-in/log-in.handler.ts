import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { NotSignedIn } from '../../domain/identity-errors';
import { normalizeEmail } from '../../domain/session';
import { User } from '../../infrastructure/identity.entities';
import { hashPassword, verifyPassword } from '../../infrastructure/passwords';
import { RateLimiter } from '../../infrastructure/rate-limiter';
import { SessionIssuer } from '../../infrastructure/session-issuer';
import { LogIn } from './log-in.command';

/** Failed logins one address may make on one email per window before it must wait. */
export const LOGIN_FAILURES_PER_ADDRESS_AND_EMAIL = 10;

/**
 * Guessing is throttled per address and email together: ten failures from one address lock
 * that address out of that account for the window, while the account's owner, from anywhere
 * else, still signs in (and a reset is never blocked).
 */
@CommandHandler(LogIn)
export class LogInHandler implements ICommandHandler<LogIn> {
  /** Verified against when the email is unknown, so a login takes as long either way. */
  private readonly decoyHash: Promise<string>;

  constructor(
    private readonly em: EntityManager,
    private readonly issuer: SessionIssuer,
    private readonly limiter: RateLimiter,
  ) {
    this.decoyHash = hashPassword(randomBytes(16).toString('hex'));
  }

  async execute({ email, password, address }: LogIn) {
    await this.limiter.byAddress(address);
    const attempts = `login:${address}:${normalizeEmail(email)}`;
    // Counted before the check, so parallel guesses cannot slip past the limit; a success
    // clears them.
    await this.limiter.hit(attempts, LOGIN_FAILURES_PER_ADDRESS_AND_EMAIL);
    const user = await this.em.findOne(User, { emailNormalized: normalizeEmail(email) });
    const hash = user?.passwordHash ?? (await this.decoyHash);
    const matches = await verifyPassword(hash, password);
    if (!user?.passwordHash || !matches) throw new NotSignedIn('Invalid credentials');
    await this.limiter.clear(attempts);
    return this.em.transactional((em) => this.issuer.open(em, user));
  }
}
