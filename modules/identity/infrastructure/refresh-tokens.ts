import { EntityManager } from '@mikro-orm/postgresql';
import { sha256 } from './hashes';

/** A refresh token as a refresh finds it, with its session's state. */
export interface PresentedRefreshToken {
  id: string;
  user_id: string;
  family_id: string;
  expired: boolean;
  used_at: Date | null;
  ended_at: Date | null;
}

/**
 * The refresh token presented, locked with its session for the rest of `em`'s transaction, so
 * two refreshes with one token cannot both use it. Undefined when no token has that hash.
 */
export async function lockRefreshToken(
  em: EntityManager,
  refreshToken: string,
): Promise<PresentedRefreshToken | undefined> {
  const rows = await em.execute<PresentedRefreshToken[]>(
    `SELECT t.id, t.user_id, t.family_id, t.expires_at <= now() AS expired, t.used_at,
            s.ended_at
       FROM identity_refresh_tokens t JOIN identity_sessions s ON s.id = t.family_id
      WHERE t.token_hash = ?
        FOR UPDATE`,
    [sha256(refreshToken)],
  );
  return rows[0];
}

/** Marks a refresh token used: it never works again, and presenting it ends its session. */
export async function markRefreshTokenUsed(em: EntityManager, id: string): Promise<void> {
  await em.execute('UPDATE identity_refresh_tokens SET used_at = now() WHERE id = ?', [id], 'run');
}
