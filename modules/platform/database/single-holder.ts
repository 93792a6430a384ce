import { setMaxListeners } from 'node:events';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { Database } from './database';

export interface SingleHolderOptions {
  db: Database;
  /** The advisory lock's name: one holder of it in the whole deployment. */
  lock: string;
  /** The lease connection's application_name, as PostgreSQL's activity view shows it. */
  name: string;
  /** How long a process that found the lock taken waits before it tries again. */
  standbyMs: number;
  /** Stops the whole loop (the application shutting down). */
  signal: AbortSignal;
  logger: Logger;
  /** The work done while the lock is held; it returns once `held` aborts. */
  hold: (held: AbortSignal) => Promise<void>;
  /** Called after each hold, whichever way it ended, before the lock's connection closes. */
  released?: () => Promise<void>;
}

/**
 * Runs `hold` in one process of the deployment at a time: each process takes a session
 * advisory lock on a connection of its own (the lease); the one that got it does the work until
 * stopped or its lease connection dies (the lock goes with it), and the others stand by and
 * take over. A failure is logged and tried again a second later.
 */
export async function asSingleHolder(options: SingleHolderOptions): Promise<void> {
  const { db, lock, name, standbyMs, signal, logger } = options;
  while (!signal.aborted) {
    const lease = new Client({ connectionString: db.url, application_name: name });
    const lost = new AbortController();
    lease.on('error', () => lost.abort());
    try {
      await lease.connect();
      const { rows } = await lease.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)::bigint) AS ok',
        [lock],
      );
      const held = AbortSignal.any([signal, lost.signal]);
      // The holder may have many waits listening at once (one per queue): not a leak.
      setMaxListeners(0, held);
      if (rows[0].ok) await options.hold(held);
      else await pause(standbyMs, signal);
    } catch (error) {
      if (!signal.aborted) {
        logger.warn(`${name}: ${(error as Error).message}`);
        await pause(1000, signal);
      }
    } finally {
      await options.released?.();
      await lease.end().catch(() => undefined);
    }
  }
}

/** Waits `ms`, or less: until the signal aborts or the cut handed to `cutBy` is called. */
export function pause(
  ms: number,
  signal: AbortSignal,
  cutBy?: (cut: () => void) => void,
): Promise<void> {
  return new Promise((done) => {
    const finish = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', finish);
      done();
    };
    const timer = setTimeout(finish, ms);
    signal.addEventListener('abort', finish, { once: true });
    cutBy?.(finish);
  });
}
