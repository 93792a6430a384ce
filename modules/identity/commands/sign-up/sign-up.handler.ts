import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clash } from '../../domain/identity-errors';
import { normalizeEmail } from '../../domain/session';
import { Membership, Provider, UNIQUE_EMAIL, User } from '../../infrastructure/identity.entities';
import { hashPassword } from '../../infrastructure/passwords';
import { RateLimiter } from '../../infrastructure/rate-limiter';
import { SessionIssuer } from '../../infrastructure/session-issuer';
import { SignUp } from './sign-up.command';

@CommandHandler(SignUp)
export class SignUpHandler implements ICommandHandler<SignUp> {
  constructor(
    private readonly em: EntityManager,
    private readonly issuer: SessionIssuer,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ email, password, businessName, address }: SignUp) {
    if (address !== undefined) await this.limiter.byAddress(address);
    const passwordHash = await hashPassword(password);
    const user = Object.assign(new User(), {
      id: randomUUID(),
      email: email.trim(),
      emailNormalized: normalizeEmail(email),
      passwordHash,
    });
    const provider = Object.assign(new Provider(), {
      id: randomUUID(),
      name: businessName.trim(),
      email: email.trim(),
    });
    // The owner is the member nobody invited, accepted from the start.
    const owner = Object.assign(new Membership(), {
      id: randomUUID(),
      providerId: provider.id,
      userId: user.id,
      acceptedAt: new Date(),
    });
    try {
      return await this.em.transactional(async (em) => {
        // The membership refers to both: their rows go first.
        await em.persist([user, provider]).flush();
        await em.persist(owner).flush();
        return this.issuer.open(em, user);
      });
    } catch (error) {
      if (
        error instanceof UniqueConstraintViolationException &&
        (error as { constraint?: string }).constraint === UNIQUE_EMAIL
      ) {
        // Said plainly at sign-up; login never tells whether an email exists.
        throw new Clash('This email is already registered.', 'Error signing up');
      }
      throw error;
    }
  }
}
