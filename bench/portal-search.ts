/**
 * The portal's catalog search at scale (issue 37): GET /api/client/{key}/products with `search`
 * and a page of 60 (`limit`), as the New order page asks while its catalog is still loading,
 * over a provider's 10,000 products (`BENCH_PRODUCTS`) with stock at its default location for
 * most, beside another provider's catalog of the same size. The searches are what a buyer types,
 * a letter at a time ("r", "ry", "rye", "rye l", …), names and SKUs. Target: p95 under 50 ms of
 * server time (Server-Timing). See bench/README.md.
 *
 *   npm run bench:portal-search
 *   BENCH_PRODUCTS=50000 npm run bench:portal-search
 *
 * The catalog and its stock are written straight into their tables: this measures the search.
 */
import os from 'node:os';
import { Database } from '../modules/platform';
import { measureServer, startBenchApp } from './support/bench-app';
import { openPortalShop } from './support/portal-shop';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const TARGET_MS = 50;

/** What buyers type, a letter at a time: each prefix of each of these. */
const TYPED = ['rye loaf', 'spelt', 'creme', 'oat roll 12', 'sku-0042', 'flour 5 kg', 'brioche'];
const SEARCHES = TYPED.flatMap((text) =>
  Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1)).filter((s) => s.trim()),
);

async function main() {
  const bench = await startBenchApp();
  const db = new Database(bench.databaseUrl, 2);
  try {
    const shop = await openPortalShop(bench);
    const { key } = shop;
    const location = { id: shop.locationId };
    // Names of a bakery's catalog: a grain or kind, a shape, a size, a number.
    const insert = (providerId: string) =>
      db.query(
        `INSERT INTO catalog_products (id, provider_id, name, price, sku, active)
         SELECT gen_random_uuid(), $1,
                (ARRAY['Rye','Spelt','Crème','Oat','Wheat','Barley','Brioche','Flour','Seeded','Malted'])[1 + g % 10]
                || ' ' || (ARRAY['Loaf','Roll','Bun','Bag','Sack','Tin','Bloomer','Batch'])[1 + (g / 10) % 8]
                || ' ' || (ARRAY['500 g','1 kg','5 kg','25 kg'])[1 + (g / 80) % 4] || ' ' || g,
                1 + g % 90, 'SKU-' || lpad(g::text, 6, '0'), g % 25 <> 0
           FROM generate_series(1, $2::int) g`,
        [providerId, PRODUCTS],
      );
    await insert(bench.providerId);
    await insert('00000000-0000-4000-8000-000000000001');
    // Stock for nine products in ten.
    await db.query(
      `INSERT INTO inventory (provider_id, location_id, product_id, current_stock, committed_stock)
       SELECT provider_id, $2, id, 1 + (substring(sku from 5)::int * 7) % 50, 0
         FROM catalog_products WHERE provider_id = $1 AND substring(sku from 5)::int % 10 <> 0`,
      [bench.providerId, location.id],
    );
    for (const table of ['catalog_products', 'inventory'])
      await db.query(`VACUUM (ANALYZE) ${table}`);

    const path = (query: string) =>
      `/api/client/${key}/products?provider_id=${bench.providerId}${query}`;
    const search = (i: number) =>
      path(`&search=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}&limit=60`);
    const lines = [
      await measureServer(bench, 'search as typed, a page of 60', search, TARGET_MS, 400),
      await measureServer(bench, 'first page of 60, no search', () => path('&limit=60'), TARGET_MS),
      await measureServer(bench, 'the whole catalog', () => path(''), 1000, 50),
    ];
    console.log(
      `machine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `portal catalog search over ${PRODUCTS.toLocaleString('en-US')} products (${SEARCHES.length} searches as typed):`,
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
