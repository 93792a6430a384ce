import { Injectable } from '@nestjs/common';
import { Database } from '../../platform';
import { NotSignedIn } from '../domain/identity-errors';
import { Session } from '../domain/session';
import { sha256 } from '../sessions/hashes';
import { SessionIssuer } from '../sessions/session-issuer';
import { Sessions } from '../sessions/sessions';

/**
 * Refresh: a refresh token is single use and rotates within its session. A token presented
 * again after its use means someone holds a copy: the session ends, and with it every token of
 * it, the access tokens included.
 */
@Injectable()
export class RefreshService {
  constructor(
    private readonly db: Database,
    private readonly issuer: SessionIssuer,
    private readonly sessions: Sessions,
  ) {}

  async refresh(refreshToken: string): Promise<Session> {
    const result = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        id: string;
        user_id: string;
        family_id: string;
        expired: boolean;
        used_at: Date | null;
        ended_at: Date | null;
      }>(
        `SELECT t.id, t.user_id, t.family_id, t.expires_at <= now() AS expired, t.used_at,
                s.ended_at
           FROM identity_refresh_tokens t JOIN identity_sessions s ON s.id = t.family_id
          WHERE t.token_hash = $1
            FOR UPDATE`,
        [sha256(refreshToken)],
      );
      const token = rows[0];
      if (!token) throw new NotSignedIn('Invalid refresh token');
      if (token.ended_at) throw new NotSignedIn('This session has ended. Please sign in again.');
      if (token.used_at) {
        // Reuse: someone holds a copy. End this sign-in everywhere.
        const ended = await this.sessions.end(tx, { sessionId: token.family_id }, 'refresh-reuse');
        return { reused: ended } as const;
      }
      if (token.expired) throw new NotSignedIn('Refresh token expired');
      await tx.query('UPDATE identity_refresh_tokens SET used_at = now() WHERE id = $1', [
        token.id,
      ]);
      const { rows: users } = await tx.query<{ id: string; email: string }>(
        'SELECT id, email FROM identity_users WHERE id = $1',
        [token.user_id],
      );
      return this.issuer.issue(tx, users[0], token.family_id);
    });
    if ('reused' in result) {
      // The session's end must commit, so the refusal comes after the transaction.
      this.sessions.forget(result.reused);
      throw new NotSignedIn('Refresh token already used');
    }
    return result;
  }
}
