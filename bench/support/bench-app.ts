/**
 * The real app for a benchmark: a fresh database (see bench-database.ts), migrated, the app
 * listening on a free local port, and a signed-up owner to call it as.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { migrations } from '../../apps/api/composition';
import { createApp } from '../../apps/api/create-app';
import { Database, loadConfig, migrate } from '../../modules/platform';
import { openServer } from './bench-database';

export interface BenchApp {
  origin: string;
  /** The app's base URL and the owner's Authorization header, for load from another thread. */
  base: string;
  authorization(): string;
  databaseUrl: string;
  /** See BenchServer.loopbackUrl. */
  loopbackUrl?: string;
  providerId: string;
  /** Calls the API as the owner; `lastServerMs` is the last answer's Server-Timing. */
  call<T = unknown>(method: string, path: string, body?: string, type?: string): Promise<T>;
  lastServerMs(): number;
  /**
   * Closes the app but keeps its database: for a bench whose load goes to an app process of
   * its own, so that this one (its live relay listening to every publish, its timers) does not
   * spend the machine's CPU beside it.
   */
  stopApp(): Promise<void>;
  close(): Promise<void>;
}

import { percentile } from './drive';

export { percentile };

/** The bench apps' signing key: a token of one is good on another process of the bench. */
export const BENCH_SECRET = 'bench-secret-for-signing-access-tokens-0123';

export async function startBenchApp(env: Record<string, string> = {}): Promise<BenchApp> {
  const server = await openServer();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'stockflow-bench-data-'));
  const db = new Database(server.url, 4);
  await migrate(db, migrations);
  await db.close();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    AUTH_SECRET: BENCH_SECRET,
    AUTH_ATTEMPTS_PER_IP: '1000',
    ...env,
  });
  const app = await createApp(config, server.url, { logger: ['warn', 'error'] });
  await app.listen(0, '127.0.0.1');
  const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  let auth = '';
  let serverMs = Number.NaN;
  const call = async <T>(
    method: string,
    path: string,
    body?: string,
    type = 'application/json',
  ) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': type, Authorization: auth },
      body,
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    serverMs = Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
    return (await response.json()) as T;
  };
  const session = await call<{ access_token: string; providers: { provider_id: string }[] }>(
    'POST',
    '/api/auth/signup',
    JSON.stringify({ email: 'bench@example.test', password: 'bench-password', name: 'Bench' }),
  );
  auth = `Bearer ${session.access_token}`;
  let closing: Promise<void> | undefined;
  const stopApp = () => {
    closing ??= app.close();
    return closing;
  };
  return {
    origin: server.origin,
    base,
    authorization: () => auth,
    databaseUrl: server.url,
    loopbackUrl: server.loopbackUrl,
    providerId: session.providers[0].provider_id,
    call,
    lastServerMs: () => serverMs,
    stopApp,
    async close() {
      await stopApp();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Server-side times (Server-Timing) of `requests` GETs after 10 warm-ups, as one line: p50,
 * p95 and whether p95 is under `targetMs`.
 */
export async function measureServer(
  bench: BenchApp,
  label: string,
  path: (i: number) => string,
  targetMs: number,
  requests = 200,
): Promise<string> {
  for (let i = 0; i < 10; i++) await bench.call('GET', path(i));
  const server: number[] = [];
  for (let i = 0; i < requests; i++) {
    await bench.call('GET', path(i));
    server.push(bench.lastServerMs());
  }
  server.sort((a, b) => a - b);
  const p95 = percentile(server, 95);
  return `${label}: server-side p50 ${percentile(server, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < ${targetMs} ms) ${p95 < targetMs ? 'met' : 'NOT met'}`;
}
