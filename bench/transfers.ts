/**
 * Shipping and receiving transfers of 20 lines through the real app over HTTP, 16 clients at
 * once (issue 20's target: p95 under 50 ms). See bench/README.md.
 *
 *   npm run bench:transfers
 *   BENCH_TRANSFERS=800 npm run bench:transfers     # transfers per phase (default 400)
 *   BENCH_STATEMENTS=1 npm run bench:transfers      # PostgreSQL's time per transfer, by statement
 *   BENCH_PROFILE=/tmp/ship.cpuprofile npm run bench:transfers   # the app's CPU profile, shipping
 *
 * Each request answers once the transfers and inventory read models show it (read-your-writes),
 * as the screens need. The transfers go between 4 locations over 500 products, so shipments
 * meet each other on the same stock streams now and then, as in a real warehouse.
 */
import os from 'node:os';
import { startBenchApp } from './support/bench-app';
import { cpuMeter } from './support/cpu';
import { inWorker, percentile } from './support/drive';
import { profileTo } from './support/main-profile';
import { statementStats } from './support/statements';
import type { TransferLoad, TransferLoadResult } from './support/transfer-load';

const PRODUCTS = 500;
const LOCATIONS = 4;
const LINES = 20;
const CONCURRENCY = 16;
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 400);

const runLoad = (load: TransferLoad) => inWorker<TransferLoadResult>('transfer-load', load);

function figures(result: TransferLoadResult): string {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return `${(sorted.length / result.seconds).toFixed(0)}/s, p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;
}

async function main() {
  const bench = await startBenchApp({ DATABASE_POOL_SIZE: '40' });
  const call = <T>(method: string, path: string, body?: unknown) =>
    bench.call<T>(method, path, body === undefined ? undefined : JSON.stringify(body));
  try {
    const { providerId } = bench;
    const provider = `/api/provider/${providerId}`;
    process.stderr.write(`  setting up ${PRODUCTS} products x ${LOCATIONS} locations…\n`);
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
    const products = (
      await call<{ products: { id: string }[] }>('GET', `${provider}/products?limit=1000`)
    ).products.map((p) => p.id);
    for (const locationId of locations)
      for (let start = 0; start < PRODUCTS; start += 250)
        await call('POST', '/api/order', {
          order: JSON.stringify({
            providerId,
            locationId,
            transaction_type: 'IN',
            products: products.slice(start, start + 250).map((id) => ({ id, quantity: 1_000_000 })),
          }),
        });

    const bodies = Array.from({ length: TRANSFERS }, () => {
      const from = Math.floor(Math.random() * LOCATIONS);
      const to = (from + 1 + Math.floor(Math.random() * (LOCATIONS - 1))) % LOCATIONS;
      const chosen = new Set<string>();
      while (chosen.size < LINES) chosen.add(products[Math.floor(Math.random() * PRODUCTS)]);
      return JSON.stringify({
        from_location_id: locations[from],
        to_location_id: locations[to],
        products: [...chosen].map((product_id) => ({ product_id, quantity: 2 })),
      });
    });
    const load = { base: bench.base, authorization: bench.authorization(), providerId };
    const report: string[] = [];
    let ids: string[] = [];
    const statements = statementStats(bench.databaseUrl);
    for (const action of ['create', 'ship', 'receive'] as const) {
      process.stderr.write(`  ${action}: ${TRANSFERS} transfers, ${CONCURRENCY} clients…\n`);
      await statements.reset();
      // BENCH_PROFILE=<file>: the app's CPU profile of the shipments (the load runs in a worker).
      const stopProfile = await profileTo(
        action === 'ship' ? process.env.BENCH_PROFILE : undefined,
      );
      const cpu = cpuMeter();
      const result = await runLoad({
        ...load,
        concurrency: CONCURRENCY,
        action,
        items: action === 'create' ? bodies : ids,
      });
      const spent = cpu();
      await stopProfile();
      await statements.print(TRANSFERS, 'transfer');
      if (action === 'create') ids = result.ids;
      report.push(
        `${action}: ${figures(result)}; CPU per transfer: app ${(spent.appMs / TRANSFERS).toFixed(2)} ms, PostgreSQL ${(spent.postgresMs / TRANSFERS).toFixed(2)} ms`,
      );
    }
    console.log(
      `machine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `transfers of ${LINES} lines over HTTP, ${CONCURRENCY} clients, ${TRANSFERS} each (${PRODUCTS} products x ${LOCATIONS} locations; target: ship and receive p95 < 50 ms):`,
    );
    for (const line of report) console.log(`  ${line}`);
  } finally {
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
