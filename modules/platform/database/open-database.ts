import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Config } from '../config/config.schema';
import { ensureDatabase, isAlive, startEmbeddedPostgres } from './embedded-postgres';

export interface OpenedDatabase {
  url: string;
  /** Where it came from, for the startup line. */
  origin: 'DATABASE_URL' | 'embedded' | 'embedded (shared with a running app)';
  close(): Promise<void>;
}

const DATABASE_NAME = 'stockflow';

/**
 * The app's database: DATABASE_URL when set, else the embedded PostgreSQL with its data in
 * DATA_DIR/postgres. A second process (the CLI while the app runs) connects to the server the
 * first one started instead of starting another on the same data.
 */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  log: (line: string) => void = () => undefined,
): Promise<OpenedDatabase> {
  if (config.DATABASE_URL) {
    return { url: config.DATABASE_URL, origin: 'DATABASE_URL', close: async () => undefined };
  }
  const dataDir = resolve(config.DATA_DIR);
  const lease = join(dataDir, 'embedded-postgres.json');
  if (existsSync(lease)) {
    const running = JSON.parse(readFileSync(lease, 'utf8')) as { pid: number; url: string };
    if (running.pid !== process.pid && isAlive(running.pid)) {
      return {
        url: running.url,
        origin: 'embedded (shared with a running app)',
        close: async () => undefined,
      };
    }
  }
  const server = await startEmbeddedPostgres(join(dataDir, 'postgres'), { log });
  await ensureDatabase(server.adminUrl, DATABASE_NAME);
  const url = server.urlFor(DATABASE_NAME);
  writeFileSync(lease, JSON.stringify({ pid: process.pid, url }));
  return {
    url,
    origin: 'embedded',
    close: async () => {
      rmSync(lease, { force: true });
      await server.stop();
    },
  };
}
