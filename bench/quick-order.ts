/**
 * Quick order at scale (issue 37): POST /api/client/{key}/quick_order with 200 pasted lines
 * (and the 500 a request may hold) over a provider's catalog of 10,000 products, with stock at
 * its default location and custom prices for the client, beside another provider's catalog of
 * the same size in the same indexes. Target: every line's verdict in under 500 ms (p95, server
 * time from Server-Timing). See bench/README.md.
 *
 *   npm run bench:quick-order
 *   BENCH_PRODUCTS=50000 npm run bench:quick-order
 *
 * The products, the stock and the prices are written straight into their tables (the catalog's,
 * the inventory read model's and the clients'), since this measures the check, not the writes.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Database } from '../modules/platform';
import { percentile, startBenchApp } from './support/bench-app';
import { openPortalShop } from './support/portal-shop';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const TARGET_MS = 500;

/** A SKU as the bench writes them: SKU-000001 … */
const sku = (n: number) => `SKU-${String(n).padStart(6, '0')}`;

/**
 * `size` lines as a buyer pastes them, varied by `seed`: mostly SKUs of the catalog in any case
 * with spaces around, some unknown, some of inactive products, some twice, some above the stock.
 */
function pasted(size: number, seed: number): { sku: string; quantity: number }[] {
  return Array.from({ length: size }, (_, i) => {
    const n = 1 + ((seed * 7919 + i * 104729) % PRODUCTS);
    const kind = i % 20;
    if (kind === 0) return { sku: `UNKNOWN-${seed}-${i}`, quantity: 1 };
    if (kind === 1) return { sku: ` ${sku(n).toLowerCase()} `, quantity: 2 };
    // A line repeating the one before it: added together.
    if (kind === 2 && i > 0)
      return { sku: sku(1 + ((seed * 7919 + (i - 1) * 104729) % PRODUCTS)), quantity: 3 };
    return { sku: sku(n), quantity: 1 + (i % 40) };
  });
}

async function main() {
  const bench = await startBenchApp();
  const db = new Database(bench.databaseUrl, 2);
  try {
    process.stderr.write(`  loading ${PRODUCTS.toLocaleString('en-US')} products…\n`);
    const started = performance.now();
    const shop = await openPortalShop(bench);
    const { key } = shop;
    const location = { id: shop.locationId };
    const client = { id: shop.clientId };
    // One product in 25 inactive (not offered), the rest active at 1 to 90.
    const insertProducts = (providerId: string, prefix: string) =>
      db.query(
        `INSERT INTO catalog_products (id, provider_id, name, price, sku, active)
         SELECT gen_random_uuid(), $1, 'Product ' || g, 1 + g % 90, $2 || lpad(g::text, 6, '0'),
                g % 25 <> 0
           FROM generate_series(1, $3::int) g`,
        [providerId, prefix, PRODUCTS],
      );
    await insertProducts(bench.providerId, 'SKU-');
    await insertProducts('00000000-0000-4000-8000-000000000001', 'SKU-');
    // Stock at the default location: none for one product in 10, else 1 to 50.
    await db.query(
      `INSERT INTO inventory (provider_id, location_id, product_id, current_stock, committed_stock)
       SELECT provider_id, $2, id, (substring(sku from 5)::int * 7) % 51, 0
         FROM catalog_products WHERE provider_id = $1 AND substring(sku from 5)::int % 10 <> 0`,
      [bench.providerId, location.id],
    );
    // The client's own price on one product in 10.
    await db.query(
      `INSERT INTO clients_product_prices (id, provider_id, client_id, product_id, name, price)
       SELECT gen_random_uuid(), $1, $2, id, 'Contract', price * 0.9
         FROM catalog_products WHERE provider_id = $1 AND substring(sku from 5)::int % 10 = 3`,
      [bench.providerId, client.id],
    );
    for (const table of ['catalog_products', 'inventory', 'clients_product_prices'])
      await db.query(`VACUUM (ANALYZE) ${table}`);
    process.stderr.write(`  loaded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);

    const measure = async (size: number) => {
      const path = `/api/client/${key}/quick_order`;
      const body = (i: number) =>
        JSON.stringify({ provider_id: bench.providerId, lines: pasted(size, i) });
      for (let i = 0; i < 10; i++) await bench.call('POST', path, body(i));
      const server: number[] = [];
      const wall: number[] = [];
      const verdicts = new Map<string, number>();
      for (let i = 0; i < REQUESTS; i++) {
        const sent = body(1000 + i);
        const start = performance.now();
        const answer = await bench.call<{ lines: { verdict: string }[] }>('POST', path, sent);
        wall.push(performance.now() - start);
        server.push(bench.lastServerMs());
        if (answer.lines.length !== size)
          throw new Error(`${answer.lines.length} verdicts for ${size} lines`);
        for (const line of answer.lines)
          verdicts.set(line.verdict, (verdicts.get(line.verdict) ?? 0) + 1);
      }
      server.sort((a, b) => a - b);
      wall.sort((a, b) => a - b);
      const p95 = percentile(server, 95);
      const mix = [...verdicts]
        .sort((a, b) => b[1] - a[1])
        .map(([verdict, n]) => `${verdict} ${((100 * n) / (size * REQUESTS)).toFixed(0)}%`)
        .join(', ');
      return [
        `${size} lines: server-side p50 ${percentile(server, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < ${TARGET_MS} ms) ${p95 < TARGET_MS ? 'met' : 'NOT met'}; round trip p50 ${percentile(wall, 50).toFixed(1)} ms, p95 ${percentile(wall, 95).toFixed(1)} ms`,
        `  verdicts: ${mix}`,
      ];
    };
    const lines = [...(await measure(200)), ...(await measure(500))];
    console.log(
      `machine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; ${bench.origin}`,
    );
    console.log(
      `quick order over ${PRODUCTS.toLocaleString('en-US')} products, ${REQUESTS} requests each:`,
    );
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
