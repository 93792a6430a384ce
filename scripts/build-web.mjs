#!/usr/bin/env node
/**
 * `npm run build:web`: vite build of the frontend workspace, run again when it dies from a
 * signal. Vite 8's native bundler (rolldown 1.2.x) sometimes crashes with SIGSEGV or SIGBUS
 * while tearing down after a complete build (rolldown issue 10860); that says nothing about
 * our code, and it should not fail a build or CI at random. Any other failure fails at once.
 */
import { spawnSync } from 'node:child_process';

const ATTEMPTS = 3;
const CRASH_CODES = new Set([134, 135, 139]); // abort, bus error, segfault via the shell

for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'frontend'], {
    stdio: 'inherit',
  });
  const crashed = result.signal !== null || CRASH_CODES.has(result.status ?? 0);
  if (result.status === 0 && !crashed) {
    // The first screen's size budget: a build over it fails (scripts/web-size-budget.mjs).
    const budget = spawnSync(
      process.execPath,
      [new URL('./web-size-budget.mjs', import.meta.url).pathname],
      {
        stdio: 'inherit',
      },
    );
    if (budget.status !== 0) process.exit(budget.status ?? 1);
    // Brotli and gzip copies of the assets, sent to browsers that take them.
    const precompress = spawnSync(
      process.execPath,
      [new URL('./precompress-web.mjs', import.meta.url).pathname],
      { stdio: 'inherit' },
    );
    process.exit(precompress.status ?? 1);
  }
  if (!crashed || attempt === ATTEMPTS) process.exit(result.status ?? 1);
  console.warn(
    `vite build crashed (${result.signal ?? `exit ${result.status}`}), a known teardown crash of its bundler; building again (${attempt + 1}/${ATTEMPTS})`,
  );
}
