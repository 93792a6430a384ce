#!/usr/bin/env node
/**
 * `npm run dev`: the API recompiled by tsc and restarted by node --watch, and Vite with hot
 * reload for the SPA, in one terminal with prefixed output. Ctrl-C stops all of them.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const apiPort = process.env.PORT || '3000';
const webUrl = 'http://localhost:5173';
const tty = process.stdout.isTTY;
const FORCE_STOP_MS = 15_000;

/** @type {Map<string, { child: import('node:child_process').ChildProcess, group: boolean }>} */
const running = new Map();
let stopping = false;
let firstSignalAt = 0;
let exitCode = 0;
const ready = { api: false, web: false };

const colors = { tsc: 34, api: 32, web: 35, dev: 33 };
function prefix(name) {
  const label = `[${name}]`.padEnd(6);
  return tty ? `\x1b[${colors[name]}m${label}\x1b[0m` : label;
}

function say(line) {
  process.stdout.write(`${prefix('dev')}${line}\n`);
}

function announceOnceBothReady(which) {
  if (ready[which]) return;
  ready[which] = true;
  if (ready.api && ready.web) {
    say(`Open ${webUrl} (hot reload); API on http://localhost:${apiPort}`);
  }
}

/**
 * Children run in process groups of their own so that only this script signals them: the
 * terminal's Ctrl-C would otherwise also reach the embedded PostgreSQL directly, before the API
 * had closed its connections. `group` says whether a stop signal goes to the child's whole
 * group (npm and the Vite it starts) or to the child alone (node --watch, which passes SIGTERM
 * to the API, which stops PostgreSQL in order).
 */
function start(name, command, args, { env = {}, group = true, onLine } = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...(tty ? { FORCE_COLOR: '1' } : {}), ...env },
    // A background process group reading the terminal would be stopped by SIGTTIN.
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.set(name, { child, group });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => {
      out.write(`${prefix(name)}${line}\n`);
      // Colours are on when the terminal is; matching is on the text alone.
      onLine?.(stripVTControlCharacters(line));
    });
  }
  const gone = (why, code) => {
    if (running.get(name)?.child !== child) return;
    running.delete(name);
    if (!stopping) {
      // One part missing makes the whole setup useless; say so instead of limping on.
      say(`${name} ${why}; stopping the others`);
      exitCode = code || 1;
      stop('SIGTERM');
    }
    if (stopping && running.size === 0) process.exit(exitCode);
  };
  child.on('error', (error) => gone(`could not start: ${error.message}`, 1));
  child.on('exit', (code, signal) => gone(`exited (${signal ?? `code ${code}`})`, code));
  return child;
}

function signal(entry, sig) {
  try {
    process.kill(entry.group ? -entry.child.pid : entry.child.pid, sig);
  } catch {
    // Already gone.
  }
}

function stop(sig) {
  const now = Date.now();
  if (stopping) {
    // npm forwards the terminal's Ctrl-C that we also received: only a later one means "now".
    if (now - firstSignalAt > 1000) forceStop();
    return;
  }
  stopping = true;
  firstSignalAt = now;
  if (running.size === 0) process.exit(exitCode);
  for (const entry of running.values()) signal(entry, sig);
  setTimeout(() => {
    say(`still running after ${FORCE_STOP_MS / 1000} s, killing`);
    forceStop();
  }, FORCE_STOP_MS).unref();
}

function forceStop() {
  for (const entry of running.values()) signal({ ...entry, group: true }, 'SIGKILL');
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => stop(sig));

let apiStarted = false;
function startApi() {
  if (apiStarted || stopping) return;
  apiStarted = true;
  if (!existsSync(join(root, 'dist/apps/api/main.js'))) {
    say('tsc produced no dist/apps/api/main.js; fix the errors above and restart');
    return;
  }
  start('api', process.execPath, ['--watch', '--watch-preserve-output', 'dist/apps/api/main.js'], {
    env: { PORT: apiPort },
    group: false,
    onLine: (line) => {
      if (line.includes('is running at')) announceOnceBothReady('api');
    },
  });
}

start(
  'tsc',
  process.execPath,
  [
    require.resolve('typescript/bin/tsc'),
    '-p',
    'tsconfig.build.json',
    '--watch',
    '--preserveWatchOutput',
    ...(tty ? ['--pretty'] : []),
  ],
  {
    // The API can only start once its first compile is written; later compiles restart it
    // through node --watch.
    onLine: (line) => {
      if (/Found \d+ errors?\. Watching for file changes/.test(line)) startApi();
    },
  },
);

start('web', 'npm', ['run', 'dev', '--workspace', 'frontend'], {
  // vite.config.ts proxies /api to API_PORT.
  env: { API_PORT: apiPort },
  onLine: (line) => {
    if (line.includes('Local:')) announceOnceBothReady('web');
  },
});
