import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { NotSignedIn } from '../../domain/identity-errors';
import { User } from '../../infrastructure/identity.entities';
import { lockRefreshToken, markRefreshTokenUsed } from '../../infrastructure/refresh-tokens';
import { SessionIssuer } from '../../infrastructure/session-issuer';
import { Sessions } from '../../infrastructure/sessions';
import { RefreshSession } from './refresh-session.command';

/**
 * A refresh token is single use and rotates within its session. A token presented again after
 * its use means someone holds a copy: the session ends, and with it every token of it, the
 * access tokens included.
 */
@CommandHandler(RefreshSession)
export class RefreshSessionHandler implements ICommandHandler<RefreshSession> {
  constructor(
    private readonly em: EntityManager,
    private readonly issuer: SessionIssuer,
    private readonly sessions: Sessions,
  ) {}

  async execute({ refreshToken }: RefreshSession) {
    const result = await this.em.transactional(async (em) => {
      const token = await lockRefreshToken(em, refreshToken);
      if (!token) throw new NotSignedIn('Invalid refresh token');
      if (token.ended_at) throw new NotSignedIn('This session has ended. Please sign in again.');
      if (token.used_at) {
        // Reuse: someone holds a copy. End this sign-in everywhere.
        const ended = await this.sessions.end(em, { sessionId: token.family_id }, 'refresh-reuse');
        return { reused: ended } as const;
      }
      if (token.expired) throw new NotSignedIn('Refresh token expired');
      await markRefreshTokenUsed(em, token.id);
      const user = await em.findOneOrFail(User, token.user_id);
      return this.issuer.issue(em, user, token.family_id);
    });
    if ('reused' in result) {
      // The session's end must commit, so the refusal comes after the transaction.
      this.sessions.forget(result.reused);
      throw new NotSignedIn('Refresh token already used');
    }
    return result;
  }
}
