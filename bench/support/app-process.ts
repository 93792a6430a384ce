/**
 * The built app in a process of its own, as `npm start` runs it: `main.js` with its own
 * DATA_DIR and port. On a database URL it is another process of the bench's app (a second
 * machine, with the same signing key so the bench's token is good on both); without one it
 * starts its embedded PostgreSQL in its DATA_DIR, as a fresh install does.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../modules/platform';

export interface AppProcess {
  base: string;
  pid: number;
  /** Its DATA_DIR: a temporary folder, removed by `stop`. */
  dataDir: string;
  /** The lines it wrote that are errors: pino's level 50 and over, anything on stderr. */
  errorLines(): string[];
  /** The exit code once it exited, else undefined. */
  exitCode(): number | null | undefined;
  stop(): Promise<void>;
}

const MAIN = resolve(__dirname, '../../apps/api/main.js');
const PINO_ERROR = 50;

export interface AppProcessOptions {
  /** The variables main.js reads besides DATA_DIR, HOST and PORT. */
  env?: Record<string, string>;
  /** How long the start may take (the embedded PostgreSQL's initdb included). */
  startTimeoutMs?: number;
  /** Another build's `main.js` (an older checkout's, to compare with): this build's by default. */
  main?: string;
  /** Node's own flags for the process (`--max-semi-space-size=64`). */
  nodeFlags?: readonly string[];
}

/** Starts `main.js` on `databaseUrl`, or on its embedded PostgreSQL when undefined. */
export async function startAppProcess(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
  options: AppProcessOptions = {},
): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'stockflow-bench-process-'));
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), options.main ?? MAIN], {
    env: {
      ...inherited,
      ...(databaseUrl === undefined
        ? {}
        : { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl }),
      ...env,
      ...options.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', databaseUrl === undefined ? 'pipe' : 'inherit'],
  });
  const errors: string[] = [];
  let code: number | null | undefined;
  const exited = new Promise<void>((done) =>
    child.once('exit', (c) => {
      code = c;
      done();
    }),
  );
  const onLine = (line: string, stderr: boolean) => {
    if (!line.trim()) return;
    if (stderr) return void errors.push(line);
    try {
      if ((JSON.parse(line) as { level?: number }).level! >= PINO_ERROR) errors.push(line);
    } catch {
      // console.log's lines ("StockFlow is running at …") are not JSON.
    }
  };
  const lines = (stream: NodeJS.ReadableStream | null, stderr: boolean) => {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) onLine(line, stderr);
    });
  };
  lines(child.stdout, false);
  lines(child.stderr, true);
  try {
    await new Promise<void>((ready, fail) => {
      let out = '';
      const timer = setTimeout(
        () => fail(new Error('the app process did not start in time')),
        options.startTimeoutMs ?? 180_000,
      );
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('is running at')) {
          clearTimeout(timer);
          ready();
        }
      });
      child.once('exit', (c) => {
        clearTimeout(timer);
        fail(new Error(`the app process exited with ${c}: ${errors.join('\n')}`));
      });
    });
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    dataDir,
    errorLines: () => [...errors],
    exitCode: () => code,
    async stop() {
      if (code === undefined) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
