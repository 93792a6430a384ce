/**
 * Latency of the live channel: from POST /api/order to the order's message at connected
 * sockets (open Inbox screens), at a fixed rate of orders. See bench/README.md.
 *
 *   npm run bench:realtime
 *   BENCH_RATE=100 BENCH_SOCKETS=50 BENCH_SECONDS=5 npm run bench:realtime
 *   BENCH_APP_PROCESS=1 npm run bench:realtime  # the app in a process of its own: its CPU and
 *                                               # RSS apart from the sockets' and the load's
 */
import os from 'node:os';
import { AppProcess, startAppProcess } from './support/app-process';
import { BENCH_SECRET, startBenchApp } from './support/bench-app';
import { cpuMeter, rssPeaks } from './support/cpu';
import { inWorker } from './support/drive';
import type { RealtimeLoad, RealtimeResult } from './support/realtime-load';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PRODUCTS = 200;
const TARGET_P99_MS = 100;
const APP_PROCESS = Boolean(process.env.BENCH_APP_PROCESS);

const measure = (load: RealtimeLoad) => inWorker<RealtimeResult>('realtime-load', load);

async function main() {
  // With BENCH_APP_PROCESS the bench's own app only sets up: it runs no projection, and the
  // process of its own builds the read models, serves the orders and pushes the messages.
  const bench = await startBenchApp({
    AUTH_SECRET: BENCH_SECRET,
    DATABASE_POOL_SIZE: '40',
    ...(APP_PROCESS ? { PROJECTIONS_ENABLED: 'false', READ_YOUR_WRITES_TIMEOUT_MS: '0' } : {}),
  });
  let app: AppProcess | undefined;
  const call = <T>(method: string, path: string, body?: unknown) =>
    bench.call<T>(method, path, body === undefined ? undefined : JSON.stringify(body));
  try {
    const provider = `/api/provider/${bench.providerId}`;
    process.stderr.write(`  setting up ${PRODUCTS} products in stock…\n`);
    const locationId = (
      await call<{ location: { id: string } }>('POST', `${provider}/location`, { name: 'Main' })
    ).location.id;
    const csv = `name,price\n${Array.from({ length: PRODUCTS }, (_, i) => `P${i},${(i % 20) + 1}`).join('\n')}\n`;
    await bench.call('POST', `${provider}/products/import?dry_run=false`, csv, 'text/csv');
    const products = (
      await call<{ products: { id: string }[] }>('GET', `${provider}/products?limit=${PRODUCTS}`)
    ).products.map((p) => p.id);
    await call('POST', '/api/order', {
      order: JSON.stringify({
        providerId: bench.providerId,
        locationId,
        transaction_type: 'IN',
        products: products.map((id) => ({ id, quantity: 1_000_000 })),
      }),
    });
    const clientId = (
      await call<{ client: { id: string } }>('POST', `${provider}/client`, {
        name: 'Acme',
        email: 'acme@example.test',
      })
    ).client.id;

    if (APP_PROCESS) {
      // Set up: from here on the app process is the only one, as on a machine of its own.
      await bench.stopApp();
      app = await startAppProcess(bench.databaseUrl, {
        AUTH_SECRET: BENCH_SECRET,
        DATABASE_POOL_SIZE: '40',
      });
    }
    const load: RealtimeLoad = {
      base: app?.base ?? bench.base,
      token: bench.authorization().replace(/^Bearer /, ''),
      providerId: bench.providerId,
      clientId,
      locationId,
      products,
      sockets: SOCKETS,
      perSecond: RATE,
      seconds: SECONDS,
    };
    if (app) {
      // A fresh process: its first orders pay for compiling and for the read models' first build.
      process.stderr.write('  warming up the app process…\n');
      await measure({ ...load, seconds: 3 });
    }
    process.stderr.write(`  ${SOCKETS} sockets, ${RATE} orders/s for ${SECONDS} s…\n`);
    const harnessCpu = cpuMeter();
    const cpu = cpuMeter(app ? [app.pid] : []);
    const rss = rssPeaks(app ? [app.pid] : []);
    const result = await measure(load);
    const spent = cpu();
    const harness = harnessCpu();
    const [peakRss, appRss] = rss();
    console.log(
      `machine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `POST /api/order -> "order" message at ${SOCKETS} sockets, ${RATE} orders/s for ${SECONDS} s (target p99 < ${TARGET_P99_MS} ms):`,
    );
    console.log(
      `  delivery p50 ${result.p50?.toFixed(1)} ms, p99 ${result.p99?.toFixed(1)} ms, max ${result.max?.toFixed(1)} ms; ${result.deliveries}/${result.expected} messages; ${result.failed} of ${result.sent} orders failed; p99 ${result.p99 < TARGET_P99_MS ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  POST answered (after read-your-writes) p50 ${result.postP50?.toFixed(1)} ms, p99 ${result.postP99?.toFixed(1)} ms`,
    );
    // Sockets, their messages and the orders all share the machine's cores with the app.
    const perOrder = (ms: number) => (ms / result.sent).toFixed(2);
    console.log(
      app
        ? `  CPU per order, delivery to every socket included: the app ${perOrder(spent.appMs - harness.appMs)} ms, the sockets and the load ${perOrder(harness.appMs)} ms, PostgreSQL ${perOrder(spent.postgresMs)} ms; peak RSS of the app ${appRss} MB`
        : `  CPU per order, delivery to every socket included: app and load ${perOrder(spent.appMs)} ms, PostgreSQL ${perOrder(spent.postgresMs)} ms; peak RSS of the app (with the sockets' and the load's threads) ${peakRss} MB`,
    );
  } finally {
    await app?.stop();
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
