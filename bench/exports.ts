/**
 * CSV export of a long list: 1,000,000 orders (BENCH_ORDERS) of one provider, exported through
 * the real app over HTTP (GET …/orders/export.csv, written by PostgreSQL) and read as it
 * arrives. Reports rows a second, the app's peak RSS during the export (the app runs in this
 * process: the reading side is counted too, an upper bound), and the CPU the app and
 * PostgreSQL spent per row. See bench/README.md.
 *
 *   npm run bench:exports
 *   BENCH_ORDERS=200000 npm run bench:exports
 *   BENCH_COMPARE=/old/checkout/dist/apps/api/main.js BENCH_ROUNDS=2 npm run bench:exports
 *   BENCH_EXPORT=ledger npm run bench:exports       # the stock history's export instead
 *
 * The orders are written straight into the orders read model (no events): this measures the
 * export, not the placing (bench:orders does that).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Database } from '../modules/platform';
import { startAppProcess } from './support/app-process';
import { BENCH_SECRET, startBenchApp } from './support/bench-app';
import { countPostgresOf, cpuMeter, rssMb } from './support/cpu';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
/** BENCH_EXPORT=ledger: the stock history's export of as many ledger rows instead. */
const LEDGER = process.env.BENCH_EXPORT === 'ledger';
const LIST = LEDGER
  ? { path: 'stock/history?format=csv', what: 'ledger rows', lines: 'one per change' }
  : { path: 'orders/export.csv', what: 'orders', lines: 'one per line item' };
const PRODUCTS = 100;
const CLIENTS = 20;
const TARGET_ROWS_PER_S = 100_000;
const TARGET_RSS_MB = 200;

/** One export of the whole list over HTTP, read as it arrives; prints its figures. */
async function exportOnce(
  base: string,
  provider: string,
  authorization: string,
  where: string,
  appPid?: number,
): Promise<void> {
  global.gc?.();
  const rssOf = () => (appPid === undefined ? process.memoryUsage().rss / 2 ** 20 : rssMb(appPid));
  const rssBefore = rssOf();
  let peakMb = rssBefore;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssOf());
  }, 20);
  const cpu = cpuMeter(appPid === undefined ? [] : [appPid]);
  const t0 = performance.now();
  const response = await fetch(`${base}${provider}/${LIST.path}`, {
    headers: { Authorization: authorization },
  });
  if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  let firstByteMs = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (bytes === 0) firstByteMs = performance.now() - t0;
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const spent = cpu();
  const rows = lines - 1;
  const rate = rows / seconds;
  console.log(
    `CSV export of ${ORDERS.toLocaleString('en-US')} ${LIST.what} (${rows.toLocaleString('en-US')} lines, ${LIST.lines}, ${(bytes / 2 ** 20).toFixed(0)} MB), ${where}:`,
  );
  console.log(
    `  ${seconds.toFixed(1)} s, first byte after ${firstByteMs.toFixed(0)} ms, ${Math.round(rate).toLocaleString('en-US')} rows/s (target >= ${TARGET_ROWS_PER_S.toLocaleString('en-US')}) ${rate >= TARGET_ROWS_PER_S ? 'met' : 'NOT met'}; ${Math.round(ORDERS / seconds).toLocaleString('en-US')} ${LIST.what}/s`,
  );
  const whose = appPid === undefined ? 'the app and this reader' : 'the app alone';
  console.log(
    `  RSS of ${whose} ${rssBefore.toFixed(0)} MB before, peak ${peakMb.toFixed(0)} MB (target < ${TARGET_RSS_MB} MB) ${peakMb < TARGET_RSS_MB ? 'met' : 'NOT met'}`,
  );
  const cpuWhose = appPid === undefined ? 'app and reader' : 'app and reader in two processes';
  console.log(
    `  CPU a row (${cpuWhose}): ${((spent.appMs * 1000) / rows).toFixed(2)} µs, PostgreSQL ${((spent.postgresMs * 1000) / rows).toFixed(2)} µs`,
  );
}

/** ORDERS rows straight into the ledger, one a second back from now, a client's order each. */
async function writeLedger(db: Database, providerId: string, locationId: string) {
  await db.query(
    `WITH p AS (SELECT array_agg(id ORDER BY name) AS ids FROM catalog_products WHERE provider_id = $1),
          c AS (SELECT array_agg(client_id ORDER BY client_id) AS ids FROM clients_provider_links WHERE provider_id = $1)
     INSERT INTO stock_ledger (event_id, provider_id, product_id, location_id, at, commit_position,
       prepare_position, event_type, order_id, order_type, actor_id, actor_type, delta_current,
       delta_committed, running_current, running_committed, effective_at, adjust_reason, adjust_note)
     SELECT gen_random_uuid(), $1, p.ids[1 + i % ${PRODUCTS}], $2, now() - make_interval(secs => i),
            1000000000 - i, i, 'placed', gen_random_uuid(), 'ORDER', c.ids[1 + i % ${CLIENTS}]::text,
            'client', -(1 + i % 7), 1 + i % 7, 1000 + i % 50, i % 20, now() - make_interval(secs => i),
            NULL, CASE WHEN i % 10 = 0 THEN 'deliver, "fragile"' END
       FROM generate_series(1, $3::int) i, p, c`,
    [providerId, locationId, ORDERS],
  );
}

async function main() {
  const bench = await startBenchApp();
  const provider = `/api/provider/${bench.providerId}`;
  const db = new Database(bench.databaseUrl, 2);
  try {
    const csv = `name,price\n${Array.from({ length: PRODUCTS }, (_, i) => `Product ${i},${(i % 90) + 1}`).join('\n')}\n`;
    await bench.call('POST', `${provider}/products/import?dry_run=false`, csv, 'text/csv');
    const { location } = await bench.call<{ location: { id: string } }>(
      'POST',
      `${provider}/location`,
      JSON.stringify({ name: 'Main' }),
    );
    for (let i = 0; i < CLIENTS; i++)
      await bench.call(
        'POST',
        `${provider}/client`,
        JSON.stringify({ name: `Client ${i}`, email: `client${i}@example.test` }),
      );
    // The projection runner creates the read models' tables when the app starts.
    while (!(await db.query(`SELECT to_regclass('stock_ledger') AS t`)).rows[0].t)
      await new Promise((resolve) => setTimeout(resolve, 100));
    process.stderr.write(
      `  ${ORDERS.toLocaleString('en-US')} ${LEDGER ? 'ledger rows' : 'orders of two lines each'}…\n`,
    );
    const started = performance.now();
    if (LEDGER) await writeLedger(db, bench.providerId, location.id);
    else
      await db.query(
        `WITH p AS (SELECT array_agg(id ORDER BY name) AS ids FROM catalog_products WHERE provider_id = $1),
            c AS (SELECT array_agg(client_id ORDER BY client_id) AS ids FROM clients_provider_links WHERE provider_id = $1)
       INSERT INTO orders (id, provider_id, client_id, location_id, type, created_at, notes, lines, product_ids, number)
       SELECT gen_random_uuid(), $1, c.ids[1 + i % ${CLIENTS}], $2, 'ORDER',
              now() - make_interval(secs => i), CASE WHEN i % 10 = 0 THEN 'deliver, "fragile"' END,
              jsonb_build_array(
                jsonb_build_object('productId', p.ids[1 + i % ${PRODUCTS}], 'quantity', 1 + i % 7, 'price', 4.5),
                jsonb_build_object('productId', p.ids[1 + (i + 1) % ${PRODUCTS}], 'quantity', 2, 'price', 9)),
              ARRAY[p.ids[1 + i % ${PRODUCTS}], p.ids[1 + (i + 1) % ${PRODUCTS}]], 1000 + i
         FROM generate_series(1, $3::int) i, p, c`,
        [bench.providerId, location.id, ORDERS],
      );
    await db.query(`VACUUM ANALYZE ${LEDGER ? 'stock_ledger' : 'orders'}`);
    process.stderr.write(`  loaded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    await countPostgresOf(bench.databaseUrl);

    console.log(
      `machine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; ${bench.origin}`,
    );
    // In this process (the app and the reader together), then through the built app in a
    // process of its own on the same database: its RSS alone.
    if (!process.env.BENCH_APP_FLAGS)
      await exportOnce(bench.base, provider, bench.authorization(), 'the app in this process');
    // BENCH_APP_FLAGS='|--max-semi-space-size=64': node flags to try on the app's own process,
    // one export per variant ('|'-separated, an empty one for none), side by side on the same data.
    // BENCH_COMPARE=/old/checkout/dist/apps/api/main.js: that build too, in turns with this one.
    const builds: { main?: string; name: string }[] = [{ name: 'this build' }];
    if (process.env.BENCH_COMPARE)
      builds.push({ main: process.env.BENCH_COMPARE, name: 'compared build' });
    const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
    for (let round = 0; round < rounds; round++)
      for (const build of builds)
        for (const flags of (process.env.BENCH_APP_FLAGS ?? '').split('|')) {
          const own = await startAppProcess(
            bench.databaseUrl,
            { AUTH_SECRET: BENCH_SECRET },
            { nodeFlags: flags.split(' ').filter(Boolean), main: build.main },
          );
          try {
            await exportOnce(
              own.base,
              provider,
              bench.authorization(),
              `${build.name} in its own process${flags ? ` (${flags})` : ''}`,
              own.pid,
            );
          } finally {
            await own.stop();
          }
        }
  } finally {
    await db.close();
    await bench.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
