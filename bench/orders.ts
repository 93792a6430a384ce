/**
 * Placing orders through the real app over HTTP, beside the raw PostgreSQL ceiling for the same
 * writes, measured in the same run. See bench/README.md.
 *
 *   npm run bench:orders
 *   BENCH_SECONDS=10 npm run bench:orders
 *   BENCH_PROCESSES=2 npm run bench:orders     # a second app process, clients split between them
 *   BENCH_APP_PROCESS=1 npm run bench:orders   # the app alone in a process of its own (its RSS
 *                                               # alone); this process only sets up and loads
 *   BENCH_COMPARE=/old/dist/apps/api/main.js npm run bench:orders
 *       # this build and another, each in a process of its own on the same database, taking
 *       # turns round by round (BENCH_ROUNDS, default 3): orders/s and app CPU per order of each
 *   BENCH_STATEMENTS=1 npm run bench:orders  # PostgreSQL's time per order, by statement
 *   BENCH_PROFILE=/tmp/orders.cpuprofile npm run bench:orders   # the app's CPU profile, 16 clients
 *   BENCH_COMPARE=loopback npm run bench:orders
 *       # the same with this build twice: on the embedded server's Unix socket, and over TCP on
 *       # 127.0.0.1 (the server then listens on both)
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { Client, Pool } from 'pg';
import { AppProcess, startAppProcess } from './support/app-process';
import { BenchApp, BENCH_SECRET as SECRET, startBenchApp } from './support/bench-app';
import { CpuSpent, cpuMeter, rssPeaks } from './support/cpu';
import { DriveResult, drive, inWorker } from './support/drive';
import { profileTo } from './support/main-profile';
import { OrderLoad } from './support/order-load';
import { ReadLoad } from './support/read-load';
import { statementStats } from './support/statements';

const PRODUCTS = 1000;
const LOCATIONS = 10;
const LINES = 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = [16, 64];
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
/** The app under load runs in a process of its own; the bench's app only sets up. */
const APP_PROCESS = Boolean(process.env.BENCH_APP_PROCESS);

/** Places orders from a worker thread (see support/order-load.ts). */
const placeOrders = (load: OrderLoad) => inWorker<DriveResult>('order-load', load);

/**
 * With BENCH_QUERIES=1, counts the statements this process sends to PostgreSQL (app and
 * projections alike) and prints the most frequent per order placed.
 */
function countQueries() {
  const counts = new Map<string, number>();
  if (process.env.BENCH_QUERIES) {
    const original = Client.prototype.query as (...args: unknown[]) => unknown;
    Client.prototype.query = function (this: Client, ...args: unknown[]) {
      const config = args[0] as string | { text?: string };
      const text = (typeof config === 'string' ? config : (config?.text ?? '?'))
        .replace(/\s+/g, ' ')
        .slice(0, 90);
      counts.set(text, (counts.get(text) ?? 0) + 1);
      return original.apply(this, args);
    } as typeof Client.prototype.query;
  }
  return {
    reset: () => counts.clear(),
    print(orders: number) {
      if (!process.env.BENCH_QUERIES) return;
      const all = [...counts.values()].reduce((a, b) => a + b, 0);
      process.stderr.write(`  ${(all / orders).toFixed(1)} statements per order:\n`);
      for (const [text, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 25))
        process.stderr.write(`    ${(n / orders).toFixed(2)}  ${text}\n`);
    },
  };
}

async function main() {
  const others: AppProcess[] = [];
  const bench = await startBenchApp({
    AUTH_SECRET: SECRET,
    DATABASE_POOL_SIZE: '40',
    ...(process.env.BENCH_NO_WAIT ? { READ_YOUR_WRITES_TIMEOUT_MS: '0' } : {}),
    // The appends alone: what the projections (and the live channel they feed) add per order.
    ...(process.env.BENCH_NO_PROJECTIONS || APP_PROCESS
      ? { PROJECTIONS_ENABLED: 'false', READ_YOUR_WRITES_TIMEOUT_MS: '0' }
      : {}),
  });
  const call = <T>(method: string, path: string, body?: unknown) =>
    bench.call<T>(method, path, body === undefined ? undefined : JSON.stringify(body));
  try {
    const { providerId } = bench;
    const provider = `/api/provider/${providerId}`;
    process.stderr.write('  setting up 1,000 products x 10 locations…\n');
    const locations: string[] = [];
    for (let i = 0; i < LOCATIONS; i++)
      locations.push(
        (
          await call<{ location: { id: string } }>('POST', `${provider}/location`, {
            name: `L${i}`,
          })
        ).location.id,
      );
    const csv = `name,price\n${Array.from({ length: PRODUCTS }, (_, i) => `P${i},${(i % 50) + 1}`).join('\n')}\n`;
    await bench.call('POST', `${provider}/products/import?dry_run=false`, csv, 'text/csv');
    const products: string[] = [];
    for (let offset = 0; offset < PRODUCTS; offset += 1000) {
      const page = await call<{ products: { id: string }[] }>(
        'GET',
        `${provider}/products?limit=1000&offset=${offset}`,
      );
      products.push(...page.products.map((p) => p.id));
    }
    const clients: string[] = [];
    for (let i = 0; i < 16; i++)
      clients.push(
        (
          await call<{ client: { id: string } }>('POST', `${provider}/client`, {
            name: `C${i}`,
            email: `c${i}@example.test`,
          })
        ).client.id,
      );
    for (const locationId of locations) {
      for (let start = 0; start < PRODUCTS; start += 250) {
        await call('POST', '/api/order', {
          order: JSON.stringify({
            providerId,
            locationId,
            transaction_type: 'IN',
            products: products.slice(start, start + 250).map((id) => ({ id, quantity: 1_000_000 })),
          }),
        });
      }
    }

    if (process.env.BENCH_COMPARE) {
      const load = {
        authorization: bench.authorization(),
        providerId,
        clients,
        locations,
        products,
      };
      return await compareBuilds(bench, process.env.BENCH_COMPARE, load, others);
    }
    const report: string[] = [];
    for (let i = 1; i < PROCESSES; i++)
      others.push(
        await startAppProcess(bench.databaseUrl, {
          AUTH_SECRET: SECRET,
          DATABASE_POOL_SIZE: '40',
        }),
      );
    if (APP_PROCESS)
      others.push(
        await startAppProcess(
          bench.databaseUrl,
          { AUTH_SECRET: SECRET, DATABASE_POOL_SIZE: '40' },
          // BENCH_APP_FLAGS: node's own flags for that process, to try (`--max-semi-space-size=8`).
          { nodeFlags: (process.env.BENCH_APP_FLAGS ?? '').split(' ').filter(Boolean) },
        ),
      );
    // With BENCH_APP_PROCESS the bench's own app runs no projection and takes no load: the
    // process of its own builds the read models from the set-up's events and serves it all.
    const bases = [...(APP_PROCESS ? [] : [bench.base]), ...others.map((p) => p.base)];
    const appPids = others.map((p) => p.pid);
    if (APP_PROCESS) {
      // A fresh process: its first orders pay for compiling and for the read models' first build.
      process.stderr.write('  warming up the app process…\n');
      await placeOrders({
        bases,
        authorization: bench.authorization(),
        providerId,
        clients,
        locations,
        products,
        lines: LINES,
        concurrency: 16,
        seconds: 3,
      });
    }
    const queries = countQueries();
    const statements = statementStats(bench.databaseUrl);
    for (const workers of CONCURRENCY) {
      process.stderr.write(`  ${workers} concurrent clients over HTTP…\n`);
      queries.reset();
      await statements.reset();
      // BENCH_PROFILE=<file>: the app's CPU profile at 16 clients (the app in this process).
      const stopProfile = await profileTo(
        workers === 16 && !APP_PROCESS && PROCESSES === 1 ? process.env.BENCH_PROFILE : undefined,
      );
      const storeCpu = cpuMeter(appPids);
      const storeRss = rssPeaks(appPids);
      const store = await placeOrders({
        bases,
        authorization: bench.authorization(),
        providerId,
        clients,
        locations,
        products,
        lines: LINES,
        concurrency: workers,
        seconds: SECONDS,
      });
      const storeSpent = storeCpu();
      await stopProfile();
      const peakRss = `peak RSS ${storeRss().join(' + ')} MB`;
      queries.print(store.count);
      await statements.print(store.count);
      const perOrder = (spent: CpuSpent, count: number, unit = 'order') =>
        `CPU per ${unit}: app ${(spent.appMs / count).toFixed(2)} ms (kernel ${(spent.appSystemMs / count).toFixed(2)}), PostgreSQL ${(spent.postgresMs / count).toFixed(2)} ms`;
      process.stderr.write(`    store: ${perOrder(storeSpent, store.count)}\n`);
      const storeLine = `${workers} clients: store ${store.perSecond.toFixed(0)} orders/s (p50 ${store.p50.toFixed(1)} ms, p99 ${store.p99.toFixed(1)} ms)`;
      if (process.env.BENCH_SKIP_RAW) {
        report.push(`${storeLine}; ${perOrder(storeSpent, store.count)}; ${peakRss}`);
        continue;
      }
      // The ceiling: what PostgreSQL and pg do for the same writes, pgbench-style.
      const pool = new Pool({ connectionString: bench.databaseUrl, max: workers });
      await pool.query(
        `CREATE TABLE IF NOT EXISTS raw_events (id uuid PRIMARY KEY, stream text, data jsonb, at timestamptz DEFAULT now());
         CREATE TABLE IF NOT EXISTS raw_stock (location int, product int, current int, committed int, PRIMARY KEY (location, product));
         INSERT INTO raw_stock SELECT l, p, 1000000, 0 FROM generate_series(0, ${LOCATIONS - 1}) l, generate_series(0, ${PRODUCTS - 1}) p ON CONFLICT DO NOTHING;`,
      );
      const rawCpu = cpuMeter();
      const raw = await drive(workers, SECONDS, async () => {
        const client = await pool.connect();
        try {
          const location = Math.floor(Math.random() * LOCATIONS);
          await client.query('BEGIN');
          await client.query('INSERT INTO raw_events (id, stream, data) VALUES ($1, $2, $3)', [
            randomUUID(),
            `order-${randomUUID()}`,
            JSON.stringify({ lines: LINES }),
          ]);
          for (const product of [
            ...new Set(Array.from({ length: LINES }, () => Math.floor(Math.random() * PRODUCTS))),
          ].sort((a, b) => a - b))
            await client.query(
              'UPDATE raw_stock SET current = current - 1, committed = committed + 1 WHERE location = $1 AND product = $2',
              [location, product],
            );
          await client.query('COMMIT');
        } finally {
          client.release();
        }
      });
      process.stderr.write(`    raw: ${perOrder(rawCpu(), raw.count)}\n`);
      await pool.end();
      // The floor of any request: an authenticated GET that runs one small query.
      const floorCpu = cpuMeter(appPids);
      const floor = await inWorker<DriveResult>('read-load', {
        url: `${bases[0]}${provider}/locations`,
        authorization: bench.authorization(),
        concurrency: workers,
        seconds: SECONDS,
      } satisfies ReadLoad);
      process.stderr.write(`    GET locations: ${perOrder(floorCpu(), floor.count, 'request')}\n`);
      report.push(
        `${storeLine}; raw ${raw.perSecond.toFixed(0)}/s (p50 ${raw.p50.toFixed(1)} ms, p99 ${raw.p99.toFixed(1)} ms); store/raw ${((100 * store.perSecond) / raw.perSecond).toFixed(0)}%; an authenticated GET of one query: ${floor.perSecond.toFixed(0)}/s (p50 ${floor.p50.toFixed(1)} ms); ${peakRss}`,
      );
    }
    console.log(
      `machine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; ${bench.origin}`,
    );
    console.log(
      `place order over HTTP, ${bases.length} app process(es) (${LINES} lines over ${PRODUCTS} products x ${LOCATIONS} locations, ${SECONDS} s each; targets >= 1,000 orders/s at 16, p99 < 50 ms, >= 30% of raw):`,
    );
    for (const line of report) console.log(`  ${line}`);
  } finally {
    for (const other of others) await other.stop();
    await bench.close();
  }
}

/**
 * This build against another on the same database and data: one process each, the in-process
 * app left idle (it keeps the projections, so both processes only answer requests), the same
 * load on each in turn, round by round, so the machine's noise falls on both alike.
 */
async function compareBuilds(
  bench: Pick<BenchApp, 'databaseUrl' | 'loopbackUrl'>,
  other: string,
  load: Omit<OrderLoad, 'bases' | 'concurrency' | 'seconds' | 'lines'>,
  started: AppProcess[],
) {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const env = { AUTH_SECRET: SECRET, DATABASE_POOL_SIZE: '40' };
  if (other === 'loopback' && !bench.loopbackUrl)
    throw new Error(
      'BENCH_COMPARE=loopback compares on the embedded server: unset BENCH_DATABASE_URL',
    );
  const builds = [
    { name: 'this build', process: await startAppProcess(bench.databaseUrl, env) },
    other === 'loopback'
      ? {
          name: 'this build on the loopback',
          process: await startAppProcess(bench.loopbackUrl, env),
        }
      : { name: other, process: await startAppProcess(bench.databaseUrl, env, { main: other }) },
  ];
  started.push(...builds.map((b) => b.process));
  const lines: string[] = [];
  for (const workers of CONCURRENCY) {
    const results = builds.map(
      () =>
        [] as {
          perSecond: number;
          p99: number;
          cpuMs: number;
          postgresMs: number;
          rssMb: number;
        }[],
    );
    for (let round = 0; round < rounds; round++)
      for (const [i, build] of builds.entries()) {
        process.stderr.write(`  ${workers} clients, round ${round + 1}, ${build.name}…
`);
        const cpu = cpuMeter([build.process.pid]);
        const rss = rssPeaks([build.process.pid]);
        const result = await placeOrders({
          ...load,
          bases: [build.process.base],
          lines: LINES,
          concurrency: workers,
          seconds: SECONDS,
        });
        const spent = cpu();
        results[i].push({
          perSecond: result.perSecond,
          p99: result.p99,
          cpuMs: spent.appMs / result.count,
          postgresMs: spent.postgresMs / result.count,
          // The build's own process (the first peak is this process's).
          rssMb: rss()[1],
        });
      }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
    const summary = results.map((runs) => ({
      perSecond: median(runs.map((r) => r.perSecond)),
      p99: median(runs.map((r) => r.p99)),
      cpuMs: median(runs.map((r) => r.cpuMs)),
      postgresMs: median(runs.map((r) => r.postgresMs)),
      all: runs.map((r) => r.perSecond.toFixed(0)).join(', '),
      rssMb: Math.max(...runs.map((r) => r.rssMb)),
    }));
    for (const [i, build] of builds.entries())
      lines.push(
        `${workers} clients, ${build.name}: ${summary[i].perSecond.toFixed(0)} orders/s (rounds ${summary[i].all}), p99 ${summary[i].p99.toFixed(1)} ms, app CPU ${summary[i].cpuMs.toFixed(2)} ms/order, PostgreSQL ${summary[i].postgresMs.toFixed(2)} ms/order, peak RSS ${summary[i].rssMb} MB`,
      );
    lines.push(
      `${workers} clients, this build / other: x${(summary[0].perSecond / summary[1].perSecond).toFixed(2)} orders/s, x${(summary[0].cpuMs / summary[1].cpuMs).toFixed(2)} CPU per order`,
    );
  }
  console.log(
    `machine: ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; ${rounds} rounds of ${SECONDS} s per build and concurrency`,
  );
  for (const line of lines) console.log(`  ${line}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
