/**
 * The order and inventory read models at scale: 1,000,000 orders and 10,000 products x 20
 * locations, queried through the real app over HTTP. See bench/README.md.
 *
 *   npm run bench:read-models
 *
 * The rows are written straight into the read models' tables (the projections' output), since
 * this measures the queries, not the projections (bench:event-store and bench:orders do those).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Database } from '../modules/platform';
import { measureServer, startBenchApp } from './support/bench-app';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const PRODUCTS = 10_000;
const LOCATIONS = 20;
const CLIENTS = 100;
const REQUESTS = 200;

async function main() {
  const bench = await startBenchApp();
  const provider = `/api/provider/${bench.providerId}`;
  const db = new Database(bench.databaseUrl, 2);
  try {
    process.stderr.write('  catalog: 10,000 products, 20 locations, 100 clients…\n');
    const csv = `name,price\n${Array.from({ length: PRODUCTS }, (_, i) => `P${String(i).padStart(5, '0')},${(i % 90) + 1}`).join('\n')}\n`;
    await bench.call('POST', `${provider}/products/import?dry_run=false`, csv, 'text/csv');
    for (let i = 0; i < LOCATIONS; i++)
      await bench.call('POST', `${provider}/location`, JSON.stringify({ name: `Location ${i}` }));
    const clients = `name,email\n${Array.from({ length: CLIENTS }, (_, i) => `Client ${i},c${i}@example.test`).join('\n')}\n`;
    await bench.call('POST', `${provider}/clients/import?dry_run=false`, clients, 'text/csv');

    process.stderr.write(
      `  read models: ${ORDERS.toLocaleString('en-US')} orders, ${(PRODUCTS * LOCATIONS).toLocaleString('en-US')} stock rows…\n`,
    );
    const started = performance.now();
    await db.query(
      `WITH p AS (SELECT array_agg(id ORDER BY id) ids FROM catalog_products WHERE provider_id = $1),
            l AS (SELECT array_agg(id ORDER BY id) ids FROM locations WHERE provider_id = $1),
            c AS (SELECT array_agg(id ORDER BY id) ids FROM clients WHERE provider_id = $1)
       INSERT INTO orders (id, provider_id, client_id, location_id, type, created_at, cancelled, fulfilled, notes, lines, product_ids, number)
       SELECT gen_random_uuid(), $1,
              CASE WHEN g % 10 < 8 THEN c.ids[1 + g % ${CLIENTS}] END,
              l.ids[1 + g % ${LOCATIONS}],
              CASE WHEN g % 10 < 8 THEN 'ORDER' WHEN g % 10 = 8 THEN 'IN' ELSE 'ADJUST' END,
              now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second',
              g % 20 = 0, g % 3 = 0, NULL,
              jsonb_build_array(jsonb_build_object('productId', p.ids[1 + g % ${PRODUCTS}], 'quantity', 1 + g % 5, 'price', 10)),
              ARRAY[p.ids[1 + g % ${PRODUCTS}]], 1000 + g
         FROM generate_series(1, $2) g, p, l, c`,
      [bench.providerId, ORDERS],
    );
    await db.query(
      `INSERT INTO inventory (provider_id, location_id, product_id, current_stock, committed_stock)
       SELECT $1, l.id, p.id, (abs(hashtext(p.id::text || l.id::text)) % 500), (abs(hashtext(l.id::text || p.id::text)) % 20)
         FROM catalog_products p, locations l WHERE p.provider_id = $1 AND l.provider_id = $1`,
      [bench.providerId],
    );
    // The counts the orders projection keeps beside its rows.
    await db.query(
      `INSERT INTO order_counts (provider_id, type, cancelled, n)
       SELECT provider_id, type, cancelled, count(*) FROM orders GROUP BY 1, 2, 3
       ON CONFLICT (provider_id, type, cancelled) DO UPDATE SET n = excluded.n`,
    );
    // As autovacuum leaves tables at rest: statistics, and the visibility map index-only
    // scans rely on.
    await db.query('VACUUM (ANALYZE) orders');
    await db.query('VACUUM (ANALYZE) inventory');
    process.stderr.write(`  loaded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);

    const measure = (label: string, path: (i: number) => string, target: number) =>
      measureServer(bench, label, path, target, REQUESTS);
    const lines = [
      await measure(
        'inbox (100 newest pending)',
        () => `${provider}/orders?inbox=true&limit=100&offset=0`,
        20,
      ),
      await measure(
        'orders list, 50 per page, pages 1-200',
        (i) => `${provider}/orders?limit=50&offset=${(i % 200) * 50}`,
        20,
      ),
      await measure(
        'movements of one type at one location',
        (i) => `${provider}/orders?type=IN&limit=50&offset=${(i % 20) * 50}`,
        20,
      ),
      await measure(
        `inventory grid, a page of 50 products x ${LOCATIONS} locations (of ${PRODUCTS.toLocaleString('en-US')})`,
        (i) => `${provider}/inventory?limit=50&offset=${(i % 200) * 50}`,
        100,
      ),
      await measure(
        `inventory grid (${PRODUCTS.toLocaleString('en-US')} products x ${LOCATIONS} locations)`,
        () => `${provider}/inventory`,
        100,
      ),
    ];
    console.log(
      `machine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; ${bench.origin}`,
    );
    console.log(`read models with ${ORDERS.toLocaleString('en-US')} orders:`);
    for (const line of lines) console.log(`  ${line}`);
  } finally {
    await db.close();
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
