/**
 * What appending several orders' streams in one statement would save: orders shaped as the app
 * places them (a new order stream and three stock streams at their exact revisions) appended
 * one order per statement from 8 writers, against 4, 8 and 16 orders per statement from one
 * writer, taking turns, with the real store on a fresh database. Prints orders/s and the CPU
 * per order of this process and of PostgreSQL. See bench/README.md ("Batching appends").
 *
 *   npm run bench:append-batches
 *   BENCH_ORDERS=4000 BENCH_ROUNDS=3 npm run bench:append-batches
 *   BENCH_STATEMENTS=1 npm run bench:append-batches   # PostgreSQL's time by statement, per mode
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { migrations } from '../apps/api/composition';
import { Database, migrate, NewEvent, PostgresEventStore, StreamAppend } from '../modules/platform';
import { openServer } from './support/bench-database';
import { cpuMeter } from './support/cpu';
import { statementStats } from './support/statements';

const STOCKS = 3000;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WRITERS = 8;
const MODES = [1, 4, 8, 16];

const event = (type: string): NewEvent => ({
  id: randomUUID(),
  type,
  data: {
    providerId: randomUUID(),
    productId: randomUUID(),
    locationId: randomUUID(),
    delta: { current: -1, committed: 1 },
    after: { current: 10, committed: 2 },
    orderId: randomUUID(),
    orderType: 'ORDER',
  },
  metadata: { correlationId: randomUUID(), causationId: randomUUID(), actorId: randomUUID() },
});

async function main() {
  const server = await openServer();
  const db = new Database(server.url, 20);
  try {
    await migrate(db, migrations);
    const store = new PostgresEventStore(db);
    const revisions = new Map<string, bigint>();
    // Each stream's revision as the store answered it: the next order's expected revision.
    const append = async (appends: StreamAppend[]) => {
      const results = await store.appendAtomically(appends);
      for (const [i, result] of results.entries())
        revisions.set(appends[i].streamId, result.nextExpectedRevision);
    };
    for (let first = 0; first < STOCKS; first += 500) {
      const appends = Array.from({ length: 500 }, (_, k) => ({
        streamId: `stock-${first + k}`,
        events: [event('StockChanged')],
        expectedRevision: 'no_stream' as const,
      }));
      await append(appends);
    }
    let next = 0;
    const order = (): StreamAppend[] => [
      {
        streamId: `order-${randomUUID()}`,
        events: [event('OrderPlaced')],
        expectedRevision: 'no_stream',
      },
      ...[0, 1, 2].map(() => {
        const streamId = `stock-${next++ % STOCKS}`;
        return {
          streamId,
          events: [event('StockChanged')],
          expectedRevision: revisions.get(streamId)!,
        };
      }),
    ];
    const lines: string[] = [];
    for (let round = 1; round <= ROUNDS; round++)
      for (const perStatement of MODES) {
        const statements = statementStats(server.url);
        await statements.reset();
        const spent = cpuMeter();
        const started = performance.now();
        if (perStatement === 1) {
          let taken = 0;
          await Promise.all(
            Array.from({ length: WRITERS }, async () => {
              while (taken++ < ORDERS) await append(order());
            }),
          );
        } else {
          for (let done = 0; done < ORDERS; done += perStatement)
            await append(Array.from({ length: perStatement }, order).flat());
        }
        const seconds = (performance.now() - started) / 1000;
        const cpu = spent();
        lines.push(
          `round ${round}, ${perStatement === 1 ? `1 order a statement, ${WRITERS} writers` : `${perStatement} orders a statement, 1 writer`}: ${(ORDERS / seconds).toFixed(0)} orders/s, CPU per order: this process ${(cpu.appMs / ORDERS).toFixed(3)} ms, PostgreSQL ${(cpu.postgresMs / ORDERS).toFixed(3)} ms`,
        );
        process.stderr.write(`  ${lines.at(-1)}\n`);
        await statements.print(ORDERS, 'order', 12);
      }
    console.log(
      `machine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; ${ORDERS} orders of 4 streams per mode and round`,
    );
    for (const line of lines) console.log(`  ${line}`);
  } finally {
    await db.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
