/**
 * Inline or asynchronous read models for placing an order (issue 22, part 2), measured with
 * the real parts on one database, taking turns round by round:
 *
 * - **async** (what the app does): one atomic append of the order's and its stocks' events,
 *   then a wait until the projection runner (the real one, running the orders and inventory
 *   projections) has passed the append's position, as a POST waits for its read-your-writes.
 * - **inline**: one transaction that appends the same events and applies the same two
 *   projections to them before committing (Marten's and Emmett's inline projections). It does
 *   not even move a checkpoint, so it is the cheapest inline can be.
 *
 * Orders of 3 lines over 1,000 products x 10 locations of one provider, from 16 and 64
 * concurrent writers, in this process (no HTTP: the difference is the database work).
 *
 *   npm run bench:inline
 *   BENCH_SECONDS=10 BENCH_ROUNDS=3 npm run bench:inline
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { migrations } from '../apps/api/composition';
import { inventoryProjection } from '../modules/inventory';
import { ordersProjection } from '../modules/ordering';
import {
  Database,
  migrate,
  NewEvent,
  PostgresEventStore,
  ProjectionRunner,
  ProjectionWaiter,
  RecordedEvent,
  StreamAppend,
} from '../modules/platform';
import { openServer } from './support/bench-database';
import { cpuMeter } from './support/cpu';
import { drive } from './support/drive';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PRODUCTS = 1000;
const LOCATIONS = 10;
const LINES = 3;
const PROJECTIONS = [ordersProjection, inventoryProjection];

type Mode = 'async' | 'inline';

interface Tally {
  orders: number;
  seconds: number;
  appMs: number;
  postgresMs: number;
  p50: number[];
  p99: number[];
}

/** One order's events: OrderPlaced on its stream, a StockChanged per line on each stock's. */
function orderAppends(
  providerId: string,
  products: readonly string[],
  locations: readonly string[],
  levels: Map<string, number>,
): StreamAppend[] {
  const orderId = randomUUID();
  const locationId = locations[Math.floor(Math.random() * locations.length)];
  const picked = new Set<string>();
  while (picked.size < LINES) picked.add(products[Math.floor(Math.random() * products.length)]);
  // In one order of locking for every writer, as the app's appends take stock streams.
  const lines = [...picked].sort().map((productId) => ({ productId, quantity: 1, price: 10 }));
  const placedAt = new Date().toISOString();
  const placed: NewEvent = {
    id: randomUUID(),
    type: 'OrderPlaced',
    data: {
      orderId,
      providerId,
      clientId: randomUUID(),
      locationId,
      orderType: 'ORDER',
      lines,
      notes: null,
      placedAt,
    },
  };
  return [
    { streamId: `order-${orderId}`, events: [placed], expectedRevision: 'no_stream' },
    ...lines.map((line) => {
      const key = `${locationId}/${line.productId}`;
      const committed = (levels.get(key) ?? 0) + 1;
      levels.set(key, committed);
      return {
        streamId: `stock-${locationId}-${line.productId}`,
        expectedRevision: 'any' as const,
        events: [
          {
            id: randomUUID(),
            type: 'StockChanged',
            data: {
              providerId,
              productId: line.productId,
              locationId,
              orderId,
              orderType: 'ORDER',
              reason: 'placed',
              delta: { current: 0, committed: 1 },
              after: { current: 1_000_000, committed },
            },
          },
        ],
      };
    }),
  ];
}

/** The appended events as a projection sees them (it reads only type and data). */
const asRecorded = (appends: readonly StreamAppend[]) =>
  appends.flatMap((a) =>
    a.events.map((e) => ({ type: e.type, data: e.data })),
  ) as unknown as RecordedEvent[];

async function main() {
  const server = await openServer();
  const db = new Database(server.url, 40);
  const store = new PostgresEventStore(db, { pollMs: 20 });
  const runner = new ProjectionRunner(db, store, PROJECTIONS, { pollMs: 20 });
  const waiter = new ProjectionWaiter(db, runner, 10_000);
  try {
    await migrate(db, migrations);
    runner.start();
    const providerId = randomUUID();
    const products = Array.from({ length: PRODUCTS }, () => randomUUID());
    const locations = Array.from({ length: LOCATIONS }, () => randomUUID());
    const levels = new Map<string, number>();
    // The runner's tables exist once it runs: wait for a first order to go through it.
    const first = await store.appendAtomically(
      orderAppends(providerId, products, locations, levels),
    );
    if (
      !(await waiter.waitFor(
        first.at(-1)!.position,
        PROJECTIONS.map((p) => p.name),
        60_000,
      ))
    )
      throw new Error('The projections did not start');

    const place: Record<Mode, () => Promise<void>> = {
      async: async () => {
        const results = await store.appendAtomically(
          orderAppends(providerId, products, locations, levels),
        );
        const seen = await waiter.waitFor(
          results.at(-1)!.position,
          PROJECTIONS.map((p) => p.name),
        );
        if (!seen) throw new Error('The runner did not pass the order within 10 s');
      },
      inline: async () => {
        const appends = orderAppends(providerId, products, locations, levels);
        await db.transaction(async (tx) => {
          await store.appendAtomicallyInTransaction(tx, appends);
          const events = asRecorded(appends);
          for (const projection of PROJECTIONS) await projection.apply(events, tx);
        });
      },
    };

    const tallies = new Map<string, Tally>();
    for (let round = 1; round <= ROUNDS; round++)
      for (const writers of [16, 64])
        for (const mode of ['async', 'inline'] as const) {
          const meter = cpuMeter();
          const result = await drive(writers, SECONDS, () => place[mode]());
          const spent = meter();
          const key = `${writers} ${mode}`;
          const t = tallies.get(key) ?? {
            orders: 0,
            seconds: 0,
            appMs: 0,
            postgresMs: 0,
            p50: [],
            p99: [],
          };
          t.orders += result.count;
          t.seconds += result.count / result.perSecond;
          t.appMs += spent.appMs;
          t.postgresMs += spent.postgresMs;
          t.p50.push(result.p50);
          t.p99.push(result.p99);
          tallies.set(key, t);
          process.stderr.write(
            `  round ${round}, ${writers} writers, ${mode}: ${result.perSecond.toFixed(0)} orders/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms\n`,
          );
        }

    console.log(
      `machine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; ${server.origin}`,
    );
    console.log(
      `place an order (${LINES} lines) and have the orders and inventory read models show it, ${ROUNDS} rounds of ${SECONDS} s per mode, taking turns:`,
    );
    const range = (values: number[]) =>
      `${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)}`;
    for (const writers of [16, 64]) {
      const [a, i] = (['async', 'inline'] as const).map((m) => tallies.get(`${writers} ${m}`)!);
      const rate = (t: Tally) => t.orders / t.seconds;
      for (const [mode, t] of [
        ['async ', a],
        ['inline', i],
      ] as const)
        console.log(
          `  ${writers} writers, ${mode}: ${rate(t).toFixed(0)} orders/s, p50 ${range(t.p50)} ms, p99 ${range(t.p99)} ms; CPU per order: app ${(t.appMs / t.orders).toFixed(2)} ms, PostgreSQL ${(t.postgresMs / t.orders).toFixed(2)} ms`,
        );
      console.log(`  ${writers} writers: inline/async x${(rate(i) / rate(a)).toFixed(2)} orders/s`);
    }
  } finally {
    await runner.stop();
    await store.close();
    await db.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
