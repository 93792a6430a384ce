import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Database } from '../../platform';
import { ShortMemory } from './short-memory';

/** Sessions remembered at most (see ShortMemory). */
const MAX_REMEMBERED = 50_000;

export type SessionEnd = 'logout' | 'refresh-reuse' | 'password-set' | 'deactivated';

/**
 * Sessions: one sign-in and its refreshes (the refresh-token family). Access tokens carry their
 * session's id, and every request checks it is still live, the answer remembered a few seconds.
 *
 * Plain SQL on purpose (docs/decisions/identity-entities-and-single-statement-sql.md): the check of
 * every request is one prepared statement on the app's pool, and opening or ending sessions are
 * single statements run in the caller's unit of work (`em`), so they commit with the use case's
 * other writes.
 */
@Injectable()
export class Sessions {
  private readonly remembered = new ShortMemory<boolean>(MAX_REMEMBERED);
  private readonly endListeners = new Set<(sessionIds: readonly string[]) => void>();

  constructor(private readonly db: Database) {}

  /** Opens a session for the user in `em`'s transaction; its id. */
  async open(em: EntityManager, userId: string): Promise<string> {
    const id = randomUUID();
    await em.execute(
      'INSERT INTO identity_sessions (id, user_id) VALUES (?, ?)',
      [id, userId],
      'run',
    );
    return id;
  }

  /** Whether the session is live, as the database said at most IDENTITY_CHECK_TTL_MS (short-memory.ts) ago. */
  async isLive(sessionId: string, now = Date.now()): Promise<boolean> {
    const known = this.remembered.get(sessionId, now);
    if (known !== undefined) return known;
    const ticket = this.remembered.ticket();
    const { rows } = await this.db.query<{ live: boolean }>({
      name: 'identity_session_live',
      text: 'SELECT ended_at IS NULL AS live FROM identity_sessions WHERE id = $1',
      values: [sessionId],
    });
    const live = rows[0]?.live === true;
    this.remembered.set(sessionId, live, ticket, now);
    return live;
  }

  /** Which of these sessions are live now (no memory: for periodic re-checks of many). */
  async liveAmong(sessionIds: readonly string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const { rows } = await this.db.query<{ id: string }>(
      'SELECT id FROM identity_sessions WHERE id = ANY($1::uuid[]) AND ended_at IS NULL',
      [[...new Set(sessionIds)]],
    );
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Ends one session, or every session of a user, in `em`'s transaction; the ids it ended. Call
   * `forget` with them once the change is committed, so this process stops their tokens at once.
   */
  async end(
    em: EntityManager,
    which: { sessionId: string } | { userId: string },
    reason: SessionEnd,
  ): Promise<string[]> {
    const rows = await em.execute<{ id: string }[]>(
      `UPDATE identity_sessions SET ended_at = now(), ended_because = ?
        WHERE ${'sessionId' in which ? 'id' : 'user_id'} = ? AND ended_at IS NULL
        RETURNING id`,
      [reason, 'sessionId' in which ? which.sessionId : which.userId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Drops what this process remembers of these ended sessions, so the next request asks again,
   * and tells the listeners (`onEnded`) before returning: called once the end is committed,
   * before the use case answers.
   */
  forget(sessionIds: Iterable<string>): void {
    const ids = [...sessionIds];
    for (const id of ids) this.remembered.forget(id);
    if (ids.length === 0) return;
    for (const listener of this.endListeners) listener(ids);
  }

  /**
   * Calls `listener` with the ids of the sessions this process ends (a logout, a reused refresh
   * token, a password set, a deactivation), as soon as each end is committed: the live channel
   * closes their sockets then. Sessions ended by another process or straight in the database
   * are not told; `liveAmong` finds them. Returns the way to stop listening.
   */
  onEnded(listener: (sessionIds: readonly string[]) => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }
}
