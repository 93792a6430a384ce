/**
 * A CPU profile of this process's main thread over a stretch of a bench (`BENCH_PROFILE=<file>`),
 * through node:inspector, so start-up and set-up do not blur it; `profile-summary` reads it.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/** Starts profiling when `file` is given; the returned function stops and writes it. */
export async function profileTo(file: string | undefined): Promise<() => Promise<void>> {
  if (!file) return async () => {};
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    process.stderr.write(`  profile written to ${file}\n`);
  };
}
