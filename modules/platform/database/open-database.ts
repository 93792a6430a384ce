import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join, resolve } from 'node:path';
import { Config } from '../config/config.schema';
import {
  makePrivateDir,
  PRIVATE_FILE_MODE,
  secureDataDir,
  writePrivateFile,
} from '../config/private-files';
import {
  embeddedUrl,
  ensureDatabase,
  isAlive,
  postgresOsUser,
  processIdentity,
  startEmbeddedPostgres,
} from './embedded-postgres';

export interface OpenedDatabase {
  url: string;
  /** Where it came from, for the startup line. */
  origin: 'DATABASE_URL' | 'embedded' | 'embedded (shared with a running app)';
  close(): Promise<void>;
}

const DATABASE_NAME = 'stockflow';
export const LEASE_FILE = 'embedded-postgres.json';
export const SECRET_FILE = 'postgres-password';
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** How long to wait for another process that is starting the embedded server. */
const STARTING_TIMEOUT_MS = 120_000;

/**
 * Who started the embedded server on a DATA_DIR: the process, with what tells it from a later
 * one with the same id, and, once it is up, its port and postmaster. The password is not in
 * it: it stays in the secret file alone. (`url` is how older versions wrote it.)
 */
interface Lease {
  pid: number;
  identity?: string | null;
  port?: number;
  postgresPid?: number;
  url?: string;
}

/** A lease still empty after this long was left by a process that died while making it. */
const UNREADABLE_STALE_MS = 5_000;

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** The leases this process holds: a lease naming our pid but not held is a stale one. */
const held = new Set<string>();

function readLease(file: string): Lease | 'unreadable' | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Lease;
  } catch (error) {
    // Absent, or just created by another process that has not written it yet.
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? null : 'unreadable';
  }
}

/** Whether the process that wrote the lease is still running. */
function holderAlive(file: string, lease: Lease): boolean {
  if (lease.pid === process.pid) return held.has(file);
  if (!isAlive(lease.pid)) return false;
  const now = processIdentity(lease.pid);
  return !lease.identity || !now || lease.identity === now;
}

type Claim = { owned: true } | { owned: false; url: string };

/**
 * Takes the DATA_DIR's lease (created exclusively: of two processes starting at once, one
 * starts the server and the other waits for it), or answers the server of the live process
 * that holds it. A lease whose process is gone (killed, or the machine restarted) is taken over.
 */
async function claimLease(file: string, secretFile: string, databaseDir: string): Promise<Claim> {
  const deadline = Date.now() + STARTING_TIMEOUT_MS;
  for (;;) {
    try {
      writeFileSync(
        file,
        JSON.stringify({ pid: process.pid, identity: processIdentity(process.pid) }),
        { flag: 'wx', mode: PRIVATE_FILE_MODE },
      );
      held.add(file);
      return { owned: true };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const lease = readLease(file);
    if (lease && lease !== 'unreadable') {
      if (!holderAlive(file, lease)) {
        rmSync(file, { force: true });
        continue;
      }
      if (lease.url) return { owned: false, url: lease.url };
      if (lease.port)
        return {
          owned: false,
          url: embeddedUrl(secretFile, databaseDir, lease.port, DATABASE_NAME),
        };
    } else if (lease === 'unreadable' && Date.now() - mtimeOf(file) > UNREADABLE_STALE_MS) {
      // Created but never written: its process died between the two.
      rmSync(file, { force: true });
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(
        `Another process is starting the embedded PostgreSQL of ${file.slice(0, -LEASE_FILE.length - 1)} and has not finished in ${STARTING_TIMEOUT_MS / 1000} s: remove ${file} if no app runs`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The app's database: DATABASE_URL when set, else the embedded PostgreSQL with its data in
 * DATA_DIR/postgres. A second process (the CLI while the app runs) connects to the server the
 * first one started instead of starting another on the same data. A server left running by an
 * app that was killed (`kill -9`, a crash) is stopped and started again, so that the next
 * start needs nobody to clean up by hand.
 */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  log: (line: string) => void = () => undefined,
): Promise<OpenedDatabase> {
  const dataDir = resolve(config.DATA_DIR);
  if (config.DATABASE_URL) {
    // Under root, the postgres user still passes through to an embedded data folder kept here.
    const owner = existsSync(join(dataDir, 'postgres'))
      ? await postgresOsUser({ create: false })
      : null;
    secureDataDir(dataDir, owner?.gid);
    return { url: config.DATABASE_URL, origin: 'DATABASE_URL', close: async () => undefined };
  }
  makePrivateDir(dataDir);
  secureDataDir(dataDir, (await postgresOsUser())?.gid);
  const lease = join(dataDir, LEASE_FILE);
  const secretFile = join(dataDir, SECRET_FILE);
  const databaseDir = join(dataDir, 'postgres');
  const claim = await claimLease(lease, secretFile, databaseDir);
  if (!claim.owned)
    return {
      url: claim.url,
      origin: 'embedded (shared with a running app)',
      close: async () => undefined,
    };
  const release = () => {
    held.delete(lease);
    rmSync(lease, { force: true });
  };
  let server: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  try {
    // We hold the lease, so a server still running on the folder is nobody's: stop it.
    server = await startEmbeddedPostgres(databaseDir, {
      log,
      secretFile,
      stopOrphan: true,
      stopOnSignal: false,
    });
    await ensureDatabase(server.adminUrl, DATABASE_NAME);
    const written: Lease = {
      pid: process.pid,
      identity: processIdentity(process.pid),
      port: server.port,
      postgresPid: server.pid,
    };
    writePrivateFile(lease, JSON.stringify(written));
  } catch (error) {
    await server?.stop().catch(() => undefined);
    release();
    throw error;
  }
  const running = server;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      for (const signal of SIGNALS) process.off(signal, onSignal);
      release();
      await running.stop();
    })();
    return closing;
  };
  // A process that handles its signals itself (the app) closes the database in its own time,
  // after what still uses it; one that does not (the CLI, the seed) stops the server here.
  function onSignal(signal: NodeJS.Signals) {
    if (process.listenerCount(signal) > 1) return;
    void close().finally(() => process.exit(128 + constants.signals[signal]));
  }
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return { url: running.urlFor(DATABASE_NAME), origin: 'embedded', close };
}
