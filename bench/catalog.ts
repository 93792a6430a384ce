/**
 * The catalog under a realistic load, through the real app over HTTP: 10,000 products with 20
 * custom fields, imported from one CSV, then the Products screen's list call. See bench/README.md.
 *
 *   npm run bench:catalog
 *   BENCH_DATABASE_URL=postgres://user:pass@host:5432/postgres npm run bench:catalog
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Database } from '../modules/platform';
import { percentile, startBenchApp } from './support/bench-app';

const PRODUCTS = 10_000;
const FIELDS = 20;
const PAGE = 50;
const REQUESTS = 400;
const LIST_TARGET_P95_MS = 30;
const IMPORT_TARGET_S = 10;

interface Report {
  errors: unknown[];
  imported: number;
}

async function main() {
  const bench = await startBenchApp();
  const { call } = bench;
  try {
    const provider = `/api/provider/${bench.providerId}`;

    const types = ['TEXT', 'NUMBER', 'DATE', 'BOOLEAN', 'SELECT'] as const;
    const labels: string[] = [];
    for (let i = 0; i < FIELDS; i++) {
      const field_type = types[i % types.length];
      labels.push(`Field ${i}`);
      await call(
        'POST',
        `${provider}/metadata/fields`,
        JSON.stringify({
          entity_type: 'PRODUCTS',
          field_label: `Field ${i}`,
          field_type,
          field_options: field_type === 'SELECT' ? ['Small', 'Medium', 'Large'] : [],
        }),
      );
    }
    const value = (field: number, row: number) =>
      [
        `Batch ${row}-${field}`,
        String((row * 7 + field) % 1000),
        '2026-11-21',
        row % 2 ? 'true' : 'false',
        'Medium',
      ][field % types.length];
    const lines = [`name,price,active,${labels.join(',')}`];
    for (let row = 0; row < PRODUCTS; row++) {
      const values = Array.from({ length: FIELDS }, (_, field) => value(field, row));
      lines.push(
        `Product ${String(row).padStart(5, '0')},${(row % 500) + 0.99},true,${values.join(',')}`,
      );
    }
    const csv = `${lines.join('\n')}\n`;

    let started = performance.now();
    const preview = await call<Report>(
      'POST',
      `${provider}/products/import?dry_run=true`,
      csv,
      'text/csv',
    );
    const dryRunS = (performance.now() - started) / 1000;
    started = performance.now();
    const imported = await call<Report>(
      'POST',
      `${provider}/products/import?dry_run=false`,
      csv,
      'text/csv',
    );
    const importS = (performance.now() - started) / 1000;
    if (preview.errors.length || imported.imported !== PRODUCTS)
      throw new Error(
        `import went wrong: ${JSON.stringify({ preview: preview.errors.slice(0, 3), imported })}`,
      );

    const pages = Math.ceil(PRODUCTS / PAGE);
    for (let i = 0; i < 30; i++)
      await call(
        'GET',
        `${provider}/products?limit=${PAGE}&offset=${(i % pages) * PAGE}&include_metadata=true`,
      );
    const times: number[] = [];
    const serverTimes: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const offset = ((i * 37) % pages) * PAGE;
      const t0 = performance.now();
      const body = await call<{ products: { metadata: object }[] }>(
        'GET',
        `${provider}/products?limit=${PAGE}&offset=${offset}&include_metadata=true`,
      );
      times.push(performance.now() - t0);
      serverTimes.push(bench.lastServerMs());
      if (body.products.length === 0 || Object.keys(body.products[0].metadata).length !== FIELDS)
        throw new Error('list answered without the products and their custom fields');
    }
    times.sort((a, b) => a - b);
    serverTimes.sort((a, b) => a - b);
    const baseline = async (path: string) => {
      const spent: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t0 = performance.now();
        await call('GET', path);
        spent.push(performance.now() - t0);
      }
      spent.sort((a, b) => a - b);
      return `p50 ${percentile(spent, 50).toFixed(1)} ms, p95 ${percentile(spent, 95).toFixed(1)} ms`;
    };
    if (process.env.BENCH_BASELINES) {
      const probe = new Database(bench.databaseUrl, 1);
      const providerId = bench.providerId;
      for (const sql of [
        `EXPLAIN ANALYZE WITH page AS (SELECT id FROM catalog_products WHERE provider_id = '${providerId}' ORDER BY lower(name), id LIMIT 50 OFFSET 5000) SELECT p.* FROM page JOIN catalog_products p USING (id) ORDER BY lower(p.name), p.id`,
        `EXPLAIN ANALYZE SELECT count(*) FROM catalog_products WHERE provider_id = '${providerId}'`,
      ]) {
        const { rows } = await probe.query<{ 'QUERY PLAN': string }>(sql);
        console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
      await probe.close();
      console.log(`baseline GET /api/health: ${await baseline('/api/health')}`);
      console.log(`baseline GET users (guard + one query): ${await baseline(`${provider}/users`)}`);
    }
    const p95 = percentile(serverTimes, 95);
    const load = os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    console.log(`machine: ${os.cpus().length} cores, load ${load}; ${bench.origin}`);
    console.log(
      `import ${PRODUCTS} products x ${FIELDS} fields: dry run ${dryRunS.toFixed(2)} s, import ${importS.toFixed(2)} s (target < ${IMPORT_TARGET_S} s) ${importS + dryRunS < IMPORT_TARGET_S ? 'met' : 'NOT met'}`,
    );
    console.log(
      `GET products (${PAGE}/page, with metadata), ${REQUESTS} requests: server-side p50 ${percentile(serverTimes, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${percentile(serverTimes, 99).toFixed(1)} ms (target p95 < ${LIST_TARGET_P95_MS} ms) ${p95 < LIST_TARGET_P95_MS ? 'met' : 'NOT met'}; round trip p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  } finally {
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
