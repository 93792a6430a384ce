/**
 * Documents as PDF: the server time of an invoice of 100 lines (GET …/invoices/{id}/pdf, drawn
 * from the invoice's record with pdfkit) and of a packing slip of 100 lines, one request at a
 * time on an app process of its own; p50, p95 and the app's CPU per document. Target: an
 * invoice PDF of 100 lines under 200 ms at p95. See bench/README.md.
 *
 *   npm run bench:documents
 *   BENCH_DOCUMENTS=400 npm run bench:documents    # of each, measured (default 200)
 *   BENCH_LINES=300 npm run bench:documents        # lines per document (default 100)
 */
import { performance } from 'node:perf_hooks';
import { type AppProcess, startAppProcess } from './support/app-process';
import { BENCH_SECRET, startBenchApp } from './support/bench-app';
import { cpuMeter } from './support/cpu';
import { percentile } from './support/drive';
import { HttpClient, ok } from './support/http-client';

const LINES = Number(process.env.BENCH_LINES ?? 100);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);

async function main() {
  const bench = await startBenchApp({ AUTH_SECRET: BENCH_SECRET });
  const call = <T>(method: string, path: string, body?: unknown) =>
    bench.call<T>(method, path, body === undefined ? undefined : JSON.stringify(body));
  let app: AppProcess | undefined;
  try {
    const { providerId } = bench;
    const provider = `/api/provider/${providerId}`;
    process.stderr.write(`  setting up an order of ${LINES} lines, shipped and invoiced…\n`);
    await call('PUT', `${provider}/settings`, {
      legal_name: 'Northwind Supplies Ltd',
      address: '1 Dock Road\nLeeds LS1 4AP',
      tax_id: 'GB123456789',
      currency: 'EUR',
      locale: 'en-GB',
      default_tax_rate: 20,
    });
    const location = (
      await call<{ location: { id: string } }>('POST', `${provider}/location`, { name: 'Main' })
    ).location.id;
    const csv = `name,price,sku\n${Array.from(
      { length: LINES },
      (_, i) => `Product ${i} with a descriptive name,${(i % 50) + 0.99},SKU-${1000 + i}`,
    ).join('\n')}\n`;
    await bench.call('POST', `${provider}/products/import?dry_run=false`, csv, 'text/csv');
    const products = (
      await call<{ products: { id: string }[] }>('GET', `${provider}/products?limit=1000`)
    ).products.map((p) => p.id);
    const clientId = (
      await call<{ client: { id: string } }>('POST', `${provider}/client`, {
        name: 'Acme Retail',
        email: 'acme@example.test',
        address: '22 High Street\nYork',
      })
    ).client.id;
    await call('POST', '/api/order', {
      order: JSON.stringify({
        providerId,
        locationId: location,
        transaction_type: 'IN',
        products: products.map((id) => ({ id, quantity: 1000 })),
      }),
    });
    const orderId = (
      await call<{ order: { id: string } }>('POST', '/api/order', {
        order: JSON.stringify({
          providerId,
          clientId,
          locationId: location,
          transaction_type: 'ORDER',
          products: products.map((id, i) => ({ id, quantity: (i % 7) + 1 })),
        }),
      })
    ).order.id;
    await call('POST', `${provider}/order/${orderId}/shipments`, { carrier: 'DPD' });
    const invoiceId = (
      await call<{ invoice: { id: string } }>('POST', `${provider}/order/${orderId}/invoices`, {})
    ).invoice.id;

    const authorization = bench.authorization();
    await bench.stopApp();
    app = await startAppProcess(bench.databaseUrl, { AUTH_SECRET: BENCH_SECRET });
    const client = new HttpClient(app.base, 1);
    const headers = { Authorization: authorization };
    const paths = {
      invoice: `${provider}/invoices/${invoiceId}/pdf`,
      'packing slip': `${provider}/order/${orderId}/shipments/1/packing-slip.pdf`,
    };
    const results: string[] = [];
    for (const [kind, path] of Object.entries(paths)) {
      for (let i = 0; i < WARMUP; i++) await client.request('GET', path, headers);
      const latencies: number[] = [];
      const cpu = cpuMeter([app.pid]);
      const harness = cpuMeter();
      let bytes = 0;
      for (let i = 0; i < DOCUMENTS; i++) {
        const t0 = performance.now();
        const answer = await client.request('GET', path, headers);
        latencies.push(performance.now() - t0);
        if (!ok(answer)) throw new Error(`${kind}: ${answer.status}`);
        bytes = answer.body.length;
      }
      const appMs = (cpu().appMs - harness().appMs) / DOCUMENTS;
      latencies.sort((a, b) => a - b);
      results.push(
        `  ${kind} of ${LINES} lines (${Math.round(bytes / 1024)} KB): p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
          `p95 ${percentile(latencies, 95).toFixed(1)} ms, app CPU ${appMs.toFixed(1)} ms per document`,
      );
    }
    process.stdout.write(`${results.join('\n')}\n`);
  } finally {
    await app?.stop();
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
