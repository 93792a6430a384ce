import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import type { Database } from '../../../modules/platform';

/** A request still unanswered after this long is reported (a test's limit is 60 s). */
const SLOW_MS = 20_000;
const CHECK_EVERY_MS = 5_000;

/**
 * Watches a test app's requests and, when one goes unanswered for 20 s, writes to stderr what
 * it waits on: the request, the pools' counts, the database's sessions and ungranted locks, and
 * the process's load. A test that times out then says why in CI's output, where nothing else of
 * the app is logged. Once per app: a stuck app would otherwise report every few seconds.
 */
export function reportSlowRequests(
  fastify: FastifyInstance,
  db: Database,
  databaseUrl: string,
): () => void {
  const started = new Map<string, { at: number; what: string }>();
  fastify.addHook('onRequest', (request, _reply, done) => {
    started.set(request.id, { at: Date.now(), what: `${request.method} ${request.url}` });
    done();
  });
  fastify.addHook('onResponse', (request, _reply, done) => {
    started.delete(request.id);
    done();
  });
  let reported = false;
  const timer = setInterval(() => {
    const now = Date.now();
    const slow = [...started.values()].filter((r) => now - r.at > SLOW_MS);
    if (reported || slow.length === 0) return;
    reported = true;
    void diagnose(slow.map((r) => `${r.what} (${Math.round((now - r.at) / 1000)} s)`));
  }, CHECK_EVERY_MS);
  timer.unref();

  async function diagnose(requests: string[]): Promise<void> {
    const lines = [
      `Unanswered for over ${SLOW_MS / 1000} s: ${requests.join(', ')}`,
      `pool: ${db.pool.totalCount} open, ${db.pool.idleCount} idle, ${db.pool.waitingCount} waiting`,
      `process: ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB, ${JSON.stringify(process.cpuUsage())}`,
    ];
    const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
      const sessions = await client.query(
        `SELECT pid, application_name, state, wait_event_type, wait_event,
                round(extract(epoch FROM now() - xact_start)) AS xact_s, left(query, 160) AS query
           FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      const waiting = await client.query(
        `SELECT pid, locktype, relation::regclass::text AS relation, mode,
                pg_blocking_pids(pid) AS blocked_by
           FROM pg_locks WHERE NOT granted`,
      );
      lines.push(
        `sessions: ${JSON.stringify(sessions.rows)}`,
        `waiting locks: ${JSON.stringify(waiting.rows)}`,
      );
    } catch (error) {
      lines.push(`the database did not answer: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => undefined);
    }
    process.stderr.write(`${lines.join('\n')}\n`);
  }

  return () => clearInterval(timer);
}
