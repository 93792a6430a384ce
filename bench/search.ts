/**
 * The command palette's search at scale: 100,000 products, 10,000 clients and 1,000,000 orders
 * of one provider (and as many products of another, which must not slow it), then
 * GET /api/provider/{id}/search with what people type: order numbers, the start of a name, a
 * word inside names, a SKU, a client's name or email, and texts that find nothing. Server time
 * from Server-Timing. See bench/README.md.
 *
 *   npm run bench:search
 *   BENCH_ORDERS=100000 npm run bench:search
 *
 * The rows are written straight into the tables (the projections' and the catalog's), since
 * this measures the search, not the writes.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Database } from '../modules/platform';
import { measureServer, startBenchApp } from './support/bench-app';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CLIENTS = 10_000;
const REQUESTS = 300;
const TARGET_MS = 50;

const ADJECTIVES = [
  'Blue',
  'Red',
  'Green',
  'Steel',
  'Oak',
  'Large',
  'Small',
  'Heavy',
  'Light',
  'Round',
];
const NOUNS = [
  'Widget',
  'Bracket',
  'Hinge',
  'Bolt',
  'Washer',
  'Pipe',
  'Valve',
  'Cable',
  'Panel',
  'Gear',
];
const WORDS_SQL = (list: string[]) => `ARRAY[${list.map((w) => `'${w}'`).join(',')}]`;

async function main() {
  const bench = await startBenchApp();
  const provider = `/api/provider/${bench.providerId}`;
  const db = new Database(bench.databaseUrl, 2);
  try {
    process.stderr.write(
      `  loading ${PRODUCTS.toLocaleString('en-US')} products, ${CLIENTS.toLocaleString('en-US')} clients, ${ORDERS.toLocaleString('en-US')} orders…\n`,
    );
    const started = performance.now();
    await bench.call('POST', `${provider}/location`, JSON.stringify({ name: 'Main' }));
    // Names like "Steel Hinge 4711", SKUs like "SKU-004711", barcodes of 13 digits.
    const insertProducts = (providerId: string, skuPrefix: string) =>
      db.query(
        `INSERT INTO catalog_products (id, provider_id, name, price, sku, barcode)
         SELECT gen_random_uuid(), $1,
                (${WORDS_SQL(ADJECTIVES)})[1 + g % 10] || ' ' || (${WORDS_SQL(NOUNS)})[1 + (g / 10) % 10] || ' ' || g,
                1 + g % 90, $2 || lpad(g::text, 6, '0'), lpad((4000000000000 + g)::text, 13, '0')
           FROM generate_series(1, $3::int) g`,
        [providerId, skuPrefix, PRODUCTS],
      );
    await insertProducts(bench.providerId, 'SKU-');
    // Another provider's catalog of the same size, in the same indexes.
    await insertProducts('00000000-0000-4000-8000-000000000001', 'OTHER-');
    await db.query(
      `INSERT INTO clients (id, provider_id, name, email)
       SELECT gen_random_uuid(), $1, 'Client ' || g || ' ' || (${WORDS_SQL(NOUNS)})[1 + g % 10] || ' Trading',
              'buyer' || g || '@client' || g || '.example'
         FROM generate_series(1, $2::int) g`,
      [bench.providerId, CLIENTS],
    );
    await db.query(
      `WITH p AS (SELECT array_agg(id ORDER BY id) ids FROM catalog_products WHERE provider_id = $1),
            l AS (SELECT array_agg(id ORDER BY id) ids FROM locations WHERE provider_id = $1),
            c AS (SELECT array_agg(id ORDER BY id) ids FROM clients WHERE provider_id = $1)
       INSERT INTO orders (id, provider_id, client_id, location_id, type, created_at, cancelled, fulfilled, notes, lines, product_ids, number, number_prefix, currency)
       SELECT gen_random_uuid(), $1,
              CASE WHEN g % 10 < 8 THEN c.ids[1 + g % ${CLIENTS}] END,
              l.ids[1],
              CASE WHEN g % 10 < 8 THEN 'ORDER' ELSE 'IN' END,
              now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second',
              g % 20 = 0, g % 3 = 0, NULL,
              jsonb_build_array(jsonb_build_object('productId', p.ids[1 + g % 1000], 'quantity', 1 + g % 5, 'price', 10)),
              ARRAY[p.ids[1 + g % 1000]], 1000 + g,
              CASE WHEN g % 10 < 8 THEN 'SO-' END, CASE WHEN g % 10 < 8 THEN 'USD' END
         FROM generate_series(1, $2::int) g, p, l, c`,
      [bench.providerId, ORDERS],
    );
    for (const table of ['catalog_products', 'clients', 'orders'])
      await db.query(`VACUUM (ANALYZE) ${table}`);
    process.stderr.write(`  loaded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);

    const search = (texts: (i: number) => string) => (i: number) =>
      `${provider}/search?q=${encodeURIComponent(texts(i))}`;
    const pick = <T>(list: T[], i: number) => list[i % list.length];
    const measure = (label: string, texts: (i: number) => string) =>
      measureServer(bench, label, search(texts), TARGET_MS, REQUESTS);
    const lines = [
      await measure('an order number (SO-…)', (i) => `SO-${1001 + ((i * 7919) % ORDERS)}`),
      await measure('a bare number', (i) => String(1001 + ((i * 104729) % ORDERS))),
      await measure('one letter', (i) => pick(['b', 's', 'h', 'r', 'g'], i)),
      await measure('the start of a name', (i) => pick(ADJECTIVES, i).slice(0, 3 + (i % 3))),
      await measure('a word most names hold', (i) => pick(NOUNS, i).toLowerCase()),
      await measure('two words', (i) => `${pick(ADJECTIVES, i)} ${pick(NOUNS, i + 3)}`),
      await measure('a SKU', (i) => `SKU-${String(1 + ((i * 7919) % PRODUCTS)).padStart(6, '0')}`),
      await measure('a barcode', (i) => String(4000000000000 + 1 + ((i * 7919) % PRODUCTS))),
      await measure('a client email', (i) => `buyer${1 + ((i * 31) % CLIENTS)}@client`),
      await measure('a text that finds nothing', (i) => `zq${i}xv`),
    ];
    console.log(
      `machine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; ${bench.origin}`,
    );
    console.log(
      `search over ${PRODUCTS.toLocaleString('en-US')} products, ${CLIENTS.toLocaleString('en-US')} clients, ${ORDERS.toLocaleString('en-US')} orders:`,
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
