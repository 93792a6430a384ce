import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { appSecret } from '../config/app-secret';
import { MailboxFolder } from '../mail/mailer';
import { LocalFileStorage } from '../storage/file-storage';
import { postgresOsUser } from './embedded-postgres';
import { LEASE_FILE, openDatabase, SECRET_FILE } from './open-database';

// Each test starts processes of its own (tsx, PostgreSQL): slow on a busy machine.
jest.setTimeout(180_000);

const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;

const tsx = join(__dirname, '../../../node_modules/tsx/dist/cli.mjs');
const HOLDER = join(__dirname, 'testing/hold-database.ts');

interface Held {
  url: string;
  origin: string;
  close(): Promise<void>;
}

/** Opens DATA_DIR's database in a process of its own, as the app and the CLI do. */
function hold(dataDir: string, user?: { uid: number; gid: number }): Promise<Held> {
  const child = spawn(process.execPath, [tsx, HOLDER], {
    ...user,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (!stdout.includes('\n')) return;
      const { url, origin } = JSON.parse(stdout) as { url: string; origin: string };
      resolve({
        url,
        origin,
        close: async () => {
          child.stdin.end();
          await exited;
        },
      });
    });
    exited.then(() => reject(new Error(`The database holder exited: ${stderr}`)));
  });
}

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Logs in as the embedded server's superuser; the error's SQLSTATE when refused. */
async function login(url: string, password: string): Promise<'accepted' | string> {
  const target = new URL(url);
  target.username = 'postgres';
  target.password = password;
  target.pathname = '/postgres';
  const client = new Client({ connectionString: target.toString() });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return 'accepted';
  } catch (error) {
    return (error as { code?: string }).code ?? (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether anything takes a TCP connection on the loopback at `port`. */
function takesTcp(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** What another local user (nobody) gets when it tries to read the path. */
function readAsAnotherUser(path: string): { status: number | null; stderr: string } {
  const result = spawnSync('cat', [path], { uid: NOBODY, gid: NOBODY, encoding: 'utf8' });
  return { status: result.status, stderr: result.stderr };
}

describe('the embedded PostgreSQL and DATA_DIR of a local install', () => {
  const dirs: string[] = [];
  const opened: Held[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'stockflow-data-'));
    // As a home folder is: others may pass through it, so that only DATA_DIR's own modes
    // keep them out (and, under root, the postgres user reaches its data folder).
    chmodSync(dir, 0o755);
    dirs.push(dir);
    return join(dir, 'data');
  };
  const open = async (dir: string) => {
    const database = await hold(dir);
    opened.push(database);
    return database;
  };
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  describe('on a fresh DATA_DIR', () => {
    let dir: string;
    let database: Held;

    beforeAll(async () => {
      dir = dataDir();
      database = await open(dir);
      appSecret({ AUTH_SECRET: undefined, DATA_DIR: dir });
      await new MailboxFolder(join(dir, 'mailbox'), 'app@example.test', () => undefined).send({
        to: 'someone@example.test',
        subject: 'Reset your password',
        text: 'https://example.test/reset#access_token=live',
      });
      await new LocalFileStorage(join(dir, 'files')).put('photos/p1/a.png', Buffer.from('png'));
    }, 120_000);

    it('keeps the folder, its subfolders and its files to the app user (0700 and 0600)', async () => {
      const group = (await postgresOsUser({ create: false }))?.gid;
      // Under root the postgres user runs the server, and may only pass through to its data.
      expect(modeOf(dir)).toBe(asRoot ? 0o710 : 0o700);
      if (asRoot) expect(statSync(dir).gid).toBe(group);
      for (const folder of ['mailbox', 'files', 'files/photos', 'files/photos/p1'])
        expect([folder, modeOf(join(dir, folder))]).toEqual([folder, 0o700]);
      for (const file of ['auth-secret', SECRET_FILE, LEASE_FILE, 'files/photos/p1/a.png'])
        expect([file, modeOf(join(dir, file))]).toEqual([file, 0o600]);
      expect(modeOf(join(dir, 'postgres'))).toBe(0o700);
    });

    it('refuses a login with the old fixed password and accepts the generated one', async () => {
      const generated = readFileSync(join(dir, SECRET_FILE), 'utf8').trim();
      expect(generated.length).toBeGreaterThanOrEqual(40);
      expect(await login(database.url, 'postgres')).toBe('28P01');
      expect(await login(database.url, '')).not.toBe('accepted');
      expect(await login(database.url, generated)).toBe('accepted');
      const app = new Client({ connectionString: database.url });
      await app.connect();
      expect((await app.query('SELECT current_database() AS name')).rows[0].name).toBe('stockflow');
      await app.end();
    });

    it('listens on a socket in its own private folder and on no TCP port', async () => {
      const url = new URL(database.url);
      const socketDir = join(dir, 'postgres');
      expect(url.searchParams.get('host')).toBe(socketDir);
      const socket = join(socketDir, `.s.PGSQL.${url.port}`);
      expect(statSync(socket).isSocket()).toBe(true);
      expect(modeOf(socket)).toBe(0o700);
      expect(modeOf(socketDir)).toBe(0o700);
      expect(await takesTcp(Number(url.port))).toBe(false);
      expect(existsSync(`/tmp/.s.PGSQL.${url.port}`)).toBe(false);
    });

    it('keeps the password out of the lease the CLI reads, and lets the CLI in through it', async () => {
      const lease = readFileSync(join(dir, LEASE_FILE), 'utf8');
      const generated = readFileSync(join(dir, SECRET_FILE), 'utf8').trim();
      expect(lease).not.toContain(generated);
      const cli = await open(dir);
      expect(cli.origin).toBe('embedded (shared with a running app)');
      expect(cli.url).toBe(database.url);
    });

    (asRoot ? it : it.skip)('lets another local user read none of it', () => {
      for (const file of [
        LEASE_FILE,
        SECRET_FILE,
        'auth-secret',
        'files/photos/p1/a.png',
        'postgres/postgresql.conf',
      ]) {
        const read = readAsAnotherUser(join(dir, file));
        expect([file, read.status, read.stderr]).toEqual([
          file,
          1,
          expect.stringContaining('Permission denied'),
        ]);
      }
      const listing = spawnSync('ls', [dir], { uid: NOBODY, gid: NOBODY, encoding: 'utf8' });
      expect(listing.stderr).toContain('Permission denied');
    });
  });

  it('falls back to the loopback alone where the socket path would be too long', async () => {
    const dir = join(
      dataDir(),
      'a-folder-name-long-enough-that-a-socket-in-it-would-not-fit-in-sun-path',
    );
    const database = await open(dir);
    const url = new URL(database.url);
    expect([url.hostname, url.searchParams.get('host')]).toEqual(['127.0.0.1', null]);
    expect(await takesTcp(Number(url.port))).toBe(true);
    expect(existsSync(`/tmp/.s.PGSQL.${url.port}`)).toBe(false);
    const client = new Client({ connectionString: database.url });
    await client.connect();
    expect((await client.query('SELECT current_database() AS name')).rows[0].name).toBe(
      'stockflow',
    );
    await client.end();
  });

  (asRoot ? it : it.skip)(
    'starts for a user other than root too, its server running as that user',
    async () => {
      const home = dataDir();
      mkdirSync(home, { mode: 0o755 });
      chownSync(home, NOBODY, NOBODY);
      const dir = join(home, 'data');
      const database = await hold(dir, { uid: NOBODY, gid: NOBODY });
      opened.push(database);
      expect(database.origin).toBe('embedded');
      expect(statSync(dir).uid).toBe(NOBODY);
      expect(modeOf(dir)).toBe(0o700);
      const postmaster = Number(
        readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      expect(statSync(`/proc/${postmaster}`).uid).toBe(NOBODY);
      expect(await login(database.url, 'postgres')).toBe('28P01');
    },
    120_000,
  );

  (asRoot ? it : it.skip)(
    "refuses another user's DATA_DIR with a line naming it, changing nothing",
    async () => {
      const dir = dataDir();
      mkdirSync(dir, { mode: 0o755 });
      await expect(hold(dir, { uid: NOBODY, gid: NOBODY })).rejects.toThrow(
        `${dir} belongs to another user (uid 0): run this as the user that runs the app, or set DATA_DIR`,
      );
      expect(modeOf(dir)).toBe(0o755);
    },
    60_000,
  );

  it('takes read access away from other users on a DATA_DIR an older version made', async () => {
    const dir = dataDir();
    mkdirSync(join(dir, 'mailbox'), { recursive: true, mode: 0o755 });
    mkdirSync(join(dir, 'files'), { mode: 0o755 });
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'auth-secret'), 'old-secret', { mode: 0o644 });
    await openDatabase({ DATABASE_URL: process.env.TEST_POSTGRES_ADMIN_URL, DATA_DIR: dir });
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, 'mailbox'))).toBe(0o700);
    expect(modeOf(join(dir, 'files'))).toBe(0o700);
    expect(modeOf(join(dir, 'auth-secret'))).toBe(0o600);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8')).toBe('old-secret');
  });

  it('lets a data folder made with the old fixed password in, with its data, and then refuses that password', async () => {
    const dir = dataDir();
    // The data folder as the version before made it: the superuser's password is `postgres`.
    mkdirSync(dir, { mode: 0o755 });
    const made = spawnSync(process.execPath, [tsx, HOLDER, 'legacy'], {
      env: { ...process.env, DATA_DIR: dir },
      encoding: 'utf8',
    });
    expect(made.stderr).toBe('');
    const database = await open(dir);
    expect(existsSync(join(dir, SECRET_FILE))).toBe(true);
    expect(modeOf(join(dir, SECRET_FILE))).toBe(0o600);
    expect(await login(database.url, 'postgres')).toBe('28P01');
    expect(await login(database.url, readFileSync(join(dir, SECRET_FILE), 'utf8').trim())).toBe(
      'accepted',
    );

    // And the next start, with the file, is let in as well, its data kept.
    const app = new Client({ connectionString: database.url });
    await app.connect();
    await app.query('CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
    await app.end();
    await database.close();
    opened.splice(opened.indexOf(database), 1);
    const again = await open(dir);
    const client = new Client({ connectionString: again.url });
    await client.connect();
    expect((await client.query('SELECT n FROM kept')).rows).toEqual([{ n: 42 }]);
    await client.end();
  }, 180_000);
});
