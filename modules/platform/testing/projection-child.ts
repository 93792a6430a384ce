/**
 * Runs the counting projection slowly in a process of its own, so a spec can kill it with
 * SIGKILL in the middle of a page. Usage: tsx projection-child.ts <database url>
 */
import { Database } from '../database/database';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { ProjectionRunner } from '../projections/projection-runner';
import { countingProjection } from './counting-projection';

const db = new Database(process.argv[2], 4);
const store = new PostgresEventStore(db, { pollMs: 20 });
const runner = new ProjectionRunner(db, store, [countingProjection({ delayMs: 2 })], {
  batchSize: 50,
  pollMs: 20,
});
runner.start();

// If the spec's process dies without killing us (jest killed, a crash), do not linger.
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    process.exit(0);
  }
}, 500).unref();
