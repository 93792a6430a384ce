import { randomBytes, randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { buildSession, Session } from '../domain/session';
import { SignedTokens } from '../tokens/signed-tokens';
import { sha256 } from './hashes';
import { Membership } from './identity.entities';
import { Sessions } from './sessions';

export const ACCESS_TTL_SECONDS = 3600;
const REFRESH_TTL_DAYS = 30;

/**
 * The session answer of sign-up, login, refresh, reset and accept-invite: a fresh refresh
 * token in the session's family, and an access token that names the session. Runs in the
 * caller's transaction (`em`), after its writes are flushed.
 */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly tokens: SignedTokens,
    private readonly sessions: Sessions,
  ) {}

  /** Opens a new session for the user and answers with it. */
  async open(em: EntityManager, user: { id: string; email: string }): Promise<Session> {
    return this.issue(em, user, await this.sessions.open(em, user.id));
  }

  /** New tokens for a session that is live (a refresh). */
  async issue(
    em: EntityManager,
    user: { id: string; email: string },
    sessionId: string,
  ): Promise<Session> {
    const now = Math.floor(Date.now() / 1000);
    const refreshToken = randomBytes(32).toString('base64url');
    await em.execute(
      `INSERT INTO identity_refresh_tokens (id, user_id, family_id, token_hash, expires_at)
       VALUES (?, ?, ?, ?, now() + make_interval(days => ?))`,
      [randomUUID(), user.id, sessionId, sha256(refreshToken), REFRESH_TTL_DAYS],
      'run',
    );
    const [{ language }] = await em.execute<{ language: string | null }[]>(
      'SELECT language FROM identity_users WHERE id = ?',
      [user.id],
    );
    const memberships = await em.find(
      Membership,
      { userId: user.id, active: true, acceptedAt: { $ne: null } },
      { orderBy: { invitedAt: 'asc' } },
    );
    const accessToken = await this.tokens.signAccess(
      { sub: user.id, email: user.email, sid: sessionId },
      ACCESS_TTL_SECONDS,
      now,
    );
    return buildSession({
      user: { id: user.id, email: user.email, language },
      memberships: memberships.map((m) => ({
        providerId: m.providerId,
        invitedBy: m.invitedBy,
        permissionsDenied: m.permissionsDenied,
      })),
      accessToken,
      refreshToken,
      issuedAt: now,
      accessTtlSeconds: ACCESS_TTL_SECONDS,
    });
  }
}
