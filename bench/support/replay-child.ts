/**
 * One audit replay of a provider's stock in a process of its own, for bench:audit's side by
 * side comparison of Node heap flags: prints the wall time and this process's CPU as JSON.
 *
 *   node [flags] dist/bench/support/replay-child.js <database url> <provider id>
 */
import { performance } from 'node:perf_hooks';
import { replayStock } from '../../modules/audit';
import { Database, PostgresEventStore } from '../../modules/platform';

async function main() {
  const [url, providerId] = process.argv.slice(2);
  const db = new Database(url, 2);
  const store = new PostgresEventStore(db);
  try {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const report = await replayStock(db, store, providerId, new Date());
    const used = process.cpuUsage(cpu);
    console.log(
      JSON.stringify({
        events: report.events,
        ms: performance.now() - started,
        cpuMs: (used.user + used.system) / 1000,
        agrees: report.differences.length === 0 && !report.ledger,
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
