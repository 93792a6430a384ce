import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PoolClient } from 'pg';
import { buildSession, MembershipView, Session } from '../domain/session';
import { SignedTokens } from '../tokens/signed-tokens';
import { sha256 } from './hashes';
import { Sessions } from './sessions';

export const ACCESS_TTL_SECONDS = 3600;
const REFRESH_TTL_DAYS = 30;

/**
 * The session answer of sign-up, login, refresh, reset and accept-invite: a fresh refresh
 * token in the session's family, and an access token that names the session.
 */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly tokens: SignedTokens,
    private readonly sessions: Sessions,
  ) {}

  /** Opens a new session for the user and answers with it. */
  async open(tx: PoolClient, user: { id: string; email: string }): Promise<Session> {
    return this.issue(tx, user, await this.sessions.open(tx, user.id));
  }

  /** New tokens for a session that is live (a refresh). */
  async issue(
    tx: PoolClient,
    user: { id: string; email: string },
    sessionId: string,
  ): Promise<Session> {
    const now = Math.floor(Date.now() / 1000);
    const refreshToken = randomBytes(32).toString('base64url');
    await tx.query(
      `INSERT INTO identity_refresh_tokens (id, user_id, family_id, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))`,
      [randomUUID(), user.id, sessionId, sha256(refreshToken), REFRESH_TTL_DAYS],
    );
    const { rows } = await tx.query<{
      provider_id: string;
      invited_by: string | null;
      permissions_denied: string[];
    }>(
      `SELECT provider_id, invited_by, permissions_denied FROM identity_memberships
        WHERE user_id = $1 AND active AND accepted_at IS NOT NULL ORDER BY invited_at`,
      [user.id],
    );
    const memberships: MembershipView[] = rows.map((r) => ({
      providerId: r.provider_id,
      invitedBy: r.invited_by,
      permissionsDenied: r.permissions_denied,
    }));
    const accessToken = await this.tokens.signAccess(
      { sub: user.id, email: user.email, sid: sessionId },
      ACCESS_TTL_SECONDS,
      now,
    );
    return buildSession({
      user,
      memberships,
      accessToken,
      refreshToken,
      issuedAt: now,
      accessTtlSeconds: ACCESS_TTL_SECONDS,
    });
  }
}
