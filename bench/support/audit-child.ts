/**
 * One audit pass over a provider's stock in a process of its own, for bench:audit's side by
 * side comparisons (heap flags, or this build against another checkout's): prints the wall
 * time and this process's CPU as JSON.
 *
 *   node [flags] dist/bench/support/audit-child.js replay <database url> <provider id>
 *   node [flags] dist/bench/support/audit-child.js verify <database url> <provider id> \
 *     <key file> <checkpoints file> <leaves file>
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadKey, readLeaves, replayStock, verifyAnchored } from '../../modules/audit';
import { Database, PostgresEventStore } from '../../modules/platform';

async function main() {
  const [mode, url, providerId, keyFile, checkpointsFile, leaves] = process.argv.slice(2);
  const db = new Database(url, 2);
  const store = new PostgresEventStore(db);
  try {
    const cpu = process.cpuUsage();
    const started = performance.now();
    let events: number;
    let agrees: boolean;
    if (mode === 'verify') {
      const report = await verifyAnchored(store, providerId, {
        text: readFileSync(checkpointsFile, 'utf8'),
        key: loadKey(keyFile),
        kept: readLeaves(leaves),
      });
      events = report.events;
      agrees = !report.broken && report.extends?.verified === true;
    } else {
      const report = await replayStock(db, store, providerId, new Date());
      events = report.events;
      agrees = report.differences.length === 0 && !report.ledger;
    }
    const used = process.cpuUsage(cpu);
    console.log(
      JSON.stringify({
        events,
        ms: performance.now() - started,
        cpuMs: (used.user + used.system) / 1000,
        agrees,
      }),
    );
  } finally {
    await store.close();
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
