/**
 * The Low stock view at scale: 10,000 products x 20 locations, every stock with a reorder point,
 * about one in ten at or below its minimum, queried through the real app over HTTP. See
 * bench/README.md ("Low stock").
 *
 *   npm run bench:low-stock
 *
 * The 200,000 cells are written straight into the low-stock read model (the projection's
 * output): this measures the reads. One batch of 2,000 reorder points is also set through the
 * API (events, projection and all), as a CSV import of that size does per batch.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Database } from '../modules/platform';
import { measureServer, percentile, startBenchApp } from './support/bench-app';
import { countPostgresOf, cpuMeter } from './support/cpu';

const PRODUCTS = 10_000;
const LOCATIONS = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const TARGET_MS = 50;

async function main() {
  const bench = await startBenchApp();
  await countPostgresOf(bench.databaseUrl);
  const provider = `/api/provider/${bench.providerId}`;
  const db = new Database(bench.databaseUrl, 2);
  try {
    process.stderr.write('  catalog: 10,000 products, 20 locations…\n');
    const csv = `name,price\n${Array.from({ length: PRODUCTS }, (_, i) => `P${String(i).padStart(5, '0')},${(i % 90) + 1}`).join('\n')}\n`;
    await bench.call('POST', `${provider}/products/import?dry_run=false`, csv, 'text/csv');
    for (let i = 0; i < LOCATIONS; i++)
      await bench.call('POST', `${provider}/location`, JSON.stringify({ name: `Location ${i}` }));
    const { rows: ids } = await db.query<{ product: string; location: string }>(
      `SELECT p.id AS product, l.id AS location FROM catalog_products p, locations l
        WHERE p.provider_id = $1 AND l.provider_id = $1 ORDER BY p.id, l.id LIMIT 2000`,
      [bench.providerId],
    );

    // One batch through the API: appends, the projection and the wait for it.
    const points = ids.map((cell, i) => ({
      product_id: cell.product,
      location_id: cell.location,
      minimum: 50,
      reorder_quantity: 100 + (i % 7),
    }));
    const setStarted = performance.now();
    await bench.call(
      'PUT',
      `${provider}/reorder-points`,
      JSON.stringify({ reorder_points: points }),
    );
    const setMs = performance.now() - setStarted;

    process.stderr.write('  low-stock read model: 200,000 cells…\n');
    const started = performance.now();
    // Available 0-499 against a minimum of 50: about one stock in ten is low.
    await db.query(
      `INSERT INTO reorder_cells (provider_id, location_id, product_id, available, in_transit,
         minimum, reorder_quantity, low_since, suggested_quantity)
       SELECT $1, l.id, p.id, s.available, 0, 50, 100,
              CASE WHEN s.available <= 50 THEN now() - (s.available || ' minutes')::interval END,
              CASE WHEN s.available <= 50 THEN 100 ELSE 0 END
         FROM catalog_products p, locations l,
              LATERAL (SELECT abs(hashtext(p.id::text || l.id::text)) % 500 AS available) s
        WHERE p.provider_id = $1 AND l.provider_id = $1
       ON CONFLICT (location_id, product_id) DO UPDATE
         SET available = excluded.available, low_since = excluded.low_since,
             suggested_quantity = excluded.suggested_quantity`,
      [bench.providerId],
    );
    await db.query(
      `INSERT INTO low_stock_counts (provider_id, location_id, n)
       SELECT provider_id, location_id, count(*) FROM reorder_cells
        WHERE provider_id = $1 AND low_since IS NOT NULL GROUP BY 1, 2
       ON CONFLICT (provider_id, location_id) DO UPDATE SET n = excluded.n`,
      [bench.providerId],
    );
    // As autovacuum leaves tables at rest: statistics, and the visibility map.
    await db.query('VACUUM (ANALYZE) reorder_cells');
    const { rows: low } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reorder_cells WHERE provider_id = $1 AND low_since IS NOT NULL',
      [bench.providerId],
    );
    process.stderr.write(`  loaded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    const { rows: locations } = await db.query<{ id: string }>(
      'SELECT id FROM locations WHERE provider_id = $1 ORDER BY id',
      [bench.providerId],
    );
    const { rows: products } = await db.query<{ id: string }>(
      'SELECT id FROM catalog_products WHERE provider_id = $1 ORDER BY id LIMIT 200',
      [bench.providerId],
    );

    const measured: string[] = [];
    /** Server-side p50/p95 of the route, then the round trip and CPU per request in a second run. */
    const measure = async (label: string, path: (i: number) => string) => {
      measured.push(await measureServer(bench, label, path, TARGET_MS, REQUESTS));
      const cpu = cpuMeter();
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const at = performance.now();
        await bench.call('GET', path(i));
        times.push(performance.now() - at);
      }
      const spent = cpu();
      times.sort((a, b) => a - b);
      measured.push(
        `    round trip p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms; CPU per request: app ${(spent.appMs / REQUESTS).toFixed(2)} ms, PostgreSQL ${(spent.postgresMs / REQUESTS).toFixed(2)} ms`,
      );
    };
    await measure('low stock, first page of 50', () => `${provider}/low-stock?limit=50&offset=0`);
    await measure(
      'low stock, pages 1-100 of 50',
      (i) => `${provider}/low-stock?limit=50&offset=${(i % 100) * 50}`,
    );
    await measure(
      'low stock at one location',
      (i) => `${provider}/low-stock?limit=50&location_id=${locations[i % LOCATIONS].id}`,
    );
    await measure('menu badge (the count)', () => `${provider}/low-stock?limit=1`);
    await measure(
      "a product's reorder points (Product detail)",
      (i) => `${provider}/reorder-points?product_id=${products[i % products.length].id}`,
    );

    console.log(
      `machine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; ${bench.origin}`,
    );
    console.log(
      `low stock with ${(PRODUCTS * LOCATIONS).toLocaleString('en-US')} stocks, ${low[0].n.toLocaleString('en-US')} low, ${REQUESTS} requests each:`,
    );
    for (const line of measured) console.log(`  ${line}`);
    console.log(
      `  set 2,000 reorder points in one PUT (events, projection, read-your-writes): ${setMs.toFixed(0)} ms`,
    );
  } finally {
    await db.close();
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
