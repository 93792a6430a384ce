import { Injectable } from '@nestjs/common';
import { Database, isUndefinedTable, Position } from '../../platform';
import { MailFacts, MailKind } from '../domain/client-mails';
import { nextAttemptAt } from '../domain/retry';

/** A mail to send, as copied from the outbox. */
export interface Delivery {
  id: string;
  providerId: string;
  orderId: string;
  facts: MailFacts;
  /** Its event's place in the log: the read models it reads must have passed it. */
  position: Position;
  attempts: number;
  /** When it was queued: the mail's date, the same on every attempt. */
  createdAt: Date;
}

/** What became of an attempt: sent, not to be sent, failed, or not ready (try at `later`). */
export type Outcome = { sent: true } | { skipped: string } | { failed: string } | { later: Date };

interface Row {
  id: string;
  provider_id: string;
  order_id: string;
  kind: MailKind;
  facts: Record<string, unknown>;
  pos_commit: string;
  pos_prepare: string;
  attempts: number;
  created_at: Date;
}

/** An error's message as kept: one line, bounded. */
const kept = (message: string) => message.replace(/\s+/g, ' ').slice(0, 500);

/**
 * The mails to send, in PostgreSQL as plain statements: copied from the outbox (the
 * mail_outbox projection's table) past a cursor, claimed one at a time, and marked.
 */
@Injectable()
export class MailDeliveries {
  constructor(private readonly db: Database) {}

  /**
   * Copies the outbox rows after the cursor into mail_deliveries (those recorded since the
   * notifications were installed) and moves the cursor past them, in one statement: a crash
   * leaves both or neither, and a row copied twice (a rebuilt outbox) is there once. The number
   * of outbox rows read; 0 as well while the outbox is not built yet.
   */
  async copyNew(limit = 1000): Promise<number> {
    try {
      const { rows } = await this.db.query<{ n: number }>({
        name: 'mail-deliveries-copy',
        text: `
        WITH c AS (
          SELECT pos_commit, pos_prepare, id, installed_at FROM mail_outbox_cursor FOR UPDATE
        ), next AS (
          SELECT o.* FROM mail_outbox o, c
           WHERE (o.pos_commit, o.pos_prepare, o.id) > (c.pos_commit, c.pos_prepare, c.id)
           ORDER BY o.pos_commit, o.pos_prepare, o.id LIMIT $1
        ), made AS (
          INSERT INTO mail_deliveries
            (id, provider_id, order_id, kind, facts, pos_commit, pos_prepare)
          SELECT n.id, n.provider_id, n.order_id, n.kind, n.facts, n.pos_commit, n.pos_prepare
            FROM next n, c WHERE n.stored_at >= c.installed_at
          ON CONFLICT (id) DO NOTHING
        ), last AS (
          SELECT pos_commit, pos_prepare, id FROM next
           ORDER BY pos_commit DESC, pos_prepare DESC, id DESC LIMIT 1
        ), moved AS (
          UPDATE mail_outbox_cursor SET pos_commit = last.pos_commit,
                 pos_prepare = last.pos_prepare, id = last.id
            FROM last
        )
        SELECT count(*)::int AS n FROM next`,
        values: [limit],
      });
      return rows[0].n;
    } catch (error) {
      if (isUndefinedTable(error)) return 0;
      throw error;
    }
  }

  /**
   * Claims the oldest mail due at `now` that no one else holds, and settles it with what
   * `attempt` answers, in the claim's transaction: a mail is marked sent only once its sending
   * has returned, and a crash before the commit leaves it pending, to be sent again with the
   * same Message-ID. False when nothing is due.
   */
  async settleNext(now: Date, attempt: (delivery: Delivery) => Promise<Outcome>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<Row>(
        `SELECT id, provider_id, order_id, kind, facts, pos_commit, pos_prepare, attempts, created_at
           FROM mail_deliveries
          WHERE status = 'pending' AND next_attempt_at <= $1
          ORDER BY next_attempt_at, pos_commit, pos_prepare, id
          LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now.toISOString()],
      );
      const row = rows[0];
      if (!row) return false;
      const outcome = await attempt({
        id: row.id,
        providerId: row.provider_id,
        orderId: row.order_id,
        facts: { ...row.facts, kind: row.kind } as MailFacts,
        position: { commit: BigInt(row.pos_commit), prepare: BigInt(row.pos_prepare) },
        attempts: row.attempts,
        createdAt: row.created_at,
      });
      if ('sent' in outcome)
        await tx.query(
          `UPDATE mail_deliveries SET status = 'sent', attempts = attempts + 1, sent_at = now(),
             last_error = NULL WHERE id = $1`,
          [row.id],
        );
      else if ('skipped' in outcome)
        await tx.query(
          `UPDATE mail_deliveries SET status = 'skipped', skipped_because = $2 WHERE id = $1`,
          [row.id, outcome.skipped],
        );
      else if ('later' in outcome)
        await tx.query('UPDATE mail_deliveries SET next_attempt_at = $2 WHERE id = $1', [
          row.id,
          outcome.later.toISOString(),
        ]);
      else {
        const next = nextAttemptAt(row.attempts + 1, now);
        await tx.query(
          `UPDATE mail_deliveries SET attempts = attempts + 1, last_error = $2,
             status = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
             next_attempt_at = coalesce($3::timestamptz, next_attempt_at)
           WHERE id = $1`,
          [row.id, kept(outcome.failed), next?.toISOString() ?? null],
        );
      }
      return true;
    });
  }

  /** When the next pending mail is due; null when none is. */
  async nextDueAt(): Promise<Date | null> {
    const { rows } = await this.db.query<{ at: Date | null }>(
      `SELECT min(next_attempt_at) AS at FROM mail_deliveries WHERE status = 'pending'`,
    );
    return rows[0].at;
  }
}
