/**
 * Another process of the app, as a second machine would run it: the built `main.js` on the
 * bench's database, with the same signing key so the bench's token is good on both.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../modules/platform';

export interface AppProcess {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

const MAIN = resolve(__dirname, '../../apps/api/main.js');

export async function startAppProcess(
  databaseUrl: string,
  env: Record<string, string>,
): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'stockflow-bench-process-'));
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('is running at')) ready();
    });
    child.once('exit', (code) => fail(new Error(`the second app process exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
