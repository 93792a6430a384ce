import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../../modules/platform';
import { createTestDatabase, type TestDatabase } from '../../modules/platform/testing';

export interface AppServer {
  url: string;
  stop(): Promise<void>;
  /** Kills the process outright (SIGKILL), as a crash would; the database stays. */
  kill(): Promise<void>;
}

export interface AppServerOptions {
  /** Another server's database, for several processes of one app; left for its owner to drop. */
  database?: TestDatabase;
  env?: Record<string, string>;
}

const ROOT = resolve(__dirname, '../..');
const MAIN = join(ROOT, 'dist', 'apps', 'api', 'main.js');
const SPA_INDEX = join(ROOT, 'frontend', 'dist', 'index.html');
const READY = 'is running at';
// Generous: on a loaded 2-core machine a start has taken over 30 s.
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Browser specs exercise what ships, the compiled API serving the built SPA, so a missing
 * build is a setup error to report plainly rather than a confusing 404 in the browser.
 */
function assertBuilt(): void {
  const missing = [MAIN, SPA_INDEX].filter((file) => !existsSync(file));
  if (missing.length) {
    throw new Error(
      `Browser specs need the built app, missing ${missing.join(', ')}: run npm run build first`,
    );
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

function waitUntilReady(child: ChildProcess, stderr: () => string): Promise<void> {
  return new Promise((ready, fail) => {
    let stdout = '';
    const finish = (error?: Error) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('close', onExit);
      child.off('error', onError);
      if (error) fail(error);
      else ready();
    };
    const explain = (what: string) =>
      new Error(
        [what, `--- stderr ---\n${stderr() || '(empty)'}`, stdout && `--- stdout ---\n${stdout}`]
          .filter(Boolean)
          .join('\n'),
      );
    const onData = (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes(READY)) finish();
    };
    const onExit = (code: number | null, signal: string | null) =>
      finish(explain(`The app exited before it was ready (code ${code}, signal ${signal})`));
    const onError = (error: Error) => finish(explain(`The app could not start: ${error.message}`));
    const timer = setTimeout(
      () => finish(explain(`The app did not report "is running at" within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    child.stdout?.on('data', onData);
    // 'close' rather than 'exit': only then has all of the child's stderr been read.
    child.once('close', onExit);
    child.once('error', onError);
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  // A hung shutdown must not hang the whole jest run; the database drop below forces anyway.
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited(child);
  clearTimeout(timer);
}

/**
 * Runs `node dist/apps/api/main.js` on a database of its own, as production would, or on
 * `options.database` beside the processes already there.
 */
export async function startAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  assertBuilt();
  const owned = !options.database;
  const database: TestDatabase = options.database ?? (await createTestDatabase(2));
  const drop = () => (owned ? database.drop() : Promise.resolve());
  let child: ChildProcess | undefined;
  try {
    const port = await freePort();
    child = spawn(process.execPath, [MAIN], {
      // The API finds frontend/dist relative to its working directory.
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: String(port),
        // Not every interface of a CI machine; and 127.0.0.1 rather than localhost, which may
        // resolve to ::1 first.
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    await waitUntilReady(child, () => stderr);
    // Keep draining the pipes: a full pipe buffer would block the app's logging.
    child.stdout?.resume();
    const running = child;
    return {
      url: `http://127.0.0.1:${port}`,
      async stop() {
        try {
          await stopChild(running);
        } finally {
          await drop();
        }
      },
      async kill() {
        running.kill('SIGKILL');
        await exited(running);
      },
    };
  } catch (error) {
    if (child) await stopChild(child);
    await drop();
    throw error;
  }
}
