import type { PoolClient } from 'pg';
import { Database } from '../../platform';

/** How long one statement of an answer may run. */
export const STATEMENT_TIMEOUT_MS = 3000;

/**
 * Runs `work` in a read-only transaction (one snapshot for all its statements) whose statements
 * are cancelled after `timeoutMs`: whatever an answer runs can neither write nor run long.
 */
export function readOnly<T>(
  db: Database,
  work: (tx: PoolClient) => Promise<T>,
  timeoutMs = STATEMENT_TIMEOUT_MS,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `SET TRANSACTION READ ONLY; SET LOCAL statement_timeout = ${Math.trunc(timeoutMs)}`,
    );
    return work(tx);
  }, 'REPEATABLE READ');
}
