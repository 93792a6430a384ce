/**
 * The real app for a benchmark: a fresh database (see bench-database.ts), migrated, the app
 * listening on a free local port, and a signed-up owner to call it as.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../apps/api/app.module';
import { migrations } from '../../apps/api/composition';
import { configureApp } from '../../apps/api/configure-app';
import { Database, loadConfig, migrate } from '../../modules/platform';
import { openServer } from './bench-database';

export interface BenchApp {
  origin: string;
  /** The app's base URL and the owner's Authorization header, for load from another thread. */
  base: string;
  authorization(): string;
  databaseUrl: string;
  providerId: string;
  /** Calls the API as the owner; `lastServerMs` is the last answer's Server-Timing. */
  call<T = unknown>(method: string, path: string, body?: string, type?: string): Promise<T>;
  lastServerMs(): number;
  close(): Promise<void>;
}

export { percentile } from './drive';

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
    AUTH_SECRET: 'bench-secret-for-signing-access-tokens-0123',
    AUTH_ATTEMPTS_PER_IP: '1000',
    ...env,
  });
  const app = await NestFactory.create(AppModule.forRoot({ config, databaseUrl: server.url }), {
    logger: ['warn', 'error'],
  });
  configureApp(app);
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
  return {
    origin: server.origin,
    base,
    authorization: () => auth,
    databaseUrl: server.url,
    providerId: session.providers[0].provider_id,
    call,
    lastServerMs: () => serverMs,
    async close() {
      await app.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
