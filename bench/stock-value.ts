/**
 * Purchasing and stock value (issue 35), three targets:
 *
 * - Stock value as of a moment over 1,000,000 valued changes (`BENCH_MOVEMENTS`): GET
 *   /stock-value?as_of= at moments spread over two years; p95 under 200 ms of server time. The
 *   valued changes and their day totals are written straight into the value projection's tables,
 *   as a long history would have left them: this measures the read.
 * - A back-dated cost correction visible in every later day's value: from its POST (a
 *   receipt's 200 unit costs corrected, effective when the goods came, before the moment read,
 *   recorded after it) to the value as of that moment showing it; under 1 s. The same for a
 *   back-dated adjustment.
 * - Receiving a 200-line purchase order (`BENCH_LINES`): the POST …/receive; under 1 s.
 *
 *   npm run bench:stock-value
 */
import os from 'node:os';
import { Database } from '../modules/platform';
import { measureServer, percentile, startBenchApp } from './support/bench-app';

const MOVEMENTS = Number(process.env.BENCH_MOVEMENTS ?? 1_000_000);
const LINES = Number(process.env.BENCH_LINES ?? 200);
const DAYS = 730;

async function main() {
  const bench = await startBenchApp();
  const db = new Database(bench.databaseUrl, 2);
  const provider = `/api/provider/${bench.providerId}`;
  const post = <T>(path: string, body: unknown) =>
    bench.call<T>('POST', `${provider}/${path}`, JSON.stringify(body));
  try {
    const { location } = await post<{ location: { id: string } }>('location', { name: 'Main' });
    const { location: depot } = await post<{ location: { id: string } }>('location', {
      name: 'Depot',
    });
    const products: string[] = [];
    for (let i = 0; i < LINES; i++)
      products.push(
        (await post<{ product: { id: string } }>('product', { name: `Flour ${i}`, price: 3 }))
          .product.id,
      );

    // 1. A long history, written as the projection writes it: changes and their day totals.
    const started = Date.now() - DAYS * 86_400_000;
    console.error(`writing ${MOVEMENTS.toLocaleString('en-US')} valued changes…`);
    for (let done = 0; done < MOVEMENTS; done += 200_000) {
      await db.query(
        `INSERT INTO stock_value_changes (event_id, lot, provider_id, product_id, location_id,
           order_id, order_type, reason, effective_at, commit_position, prepare_position, units,
           value, cogs, average_after)
         SELECT gen_random_uuid(), '', $1, ($2::uuid[])[1 + g % array_length($2::uuid[], 1)],
                CASE WHEN g % 3 = 0 THEN $4::uuid ELSE $3::uuid END, gen_random_uuid(),
                CASE WHEN g % 2 = 0 THEN 'IN' ELSE 'ORDER' END,
                CASE WHEN g % 2 = 0 THEN 'placed' ELSE 'fulfilled' END,
                to_timestamp($5::double precision / 1000 + (g::double precision / $7) * $6 * 86400),
                g, g, CASE WHEN g % 2 = 0 THEN 5 ELSE -4 END,
                CASE WHEN g % 2 = 0 THEN 15 ELSE -12 END,
                CASE WHEN g % 2 = 0 THEN 0 ELSE 12 END, 3
           FROM generate_series($8::int, $9::int) g`,
        [
          bench.providerId,
          products,
          location.id,
          depot.id,
          started,
          DAYS,
          MOVEMENTS,
          done + 1,
          Math.min(MOVEMENTS, done + 200_000),
        ],
      );
    }
    await db.query(
      `INSERT INTO stock_value_days (provider_id, location_id, day, value, cogs)
       SELECT provider_id, location_id, (effective_at AT TIME ZONE 'UTC')::date, sum(value), sum(cogs)
         FROM stock_value_changes WHERE provider_id = $1 GROUP BY 1, 2, 3
       ON CONFLICT (provider_id, location_id, day) DO UPDATE
         SET value = stock_value_days.value + excluded.value, cogs = stock_value_days.cogs + excluded.cogs`,
      [bench.providerId],
    );
    for (const table of ['stock_value_changes', 'stock_value_days'])
      await db.query(`VACUUM (ANALYZE) ${table}`);
    const moment = (i: number) =>
      new Date(started + ((i * 7919) % DAYS) * 86_400_000 + ((i * 104_729) % 86_400_000));
    const asOf = await measureServer(
      bench,
      `value as of a moment over ${MOVEMENTS.toLocaleString('en-US')} changes`,
      (i) => `${provider}/stock-value?as_of=${encodeURIComponent(moment(i).toISOString())}`,
      200,
      300,
    );
    const cogs = await measureServer(
      bench,
      'cost of goods over a period of 1 to 365 days',
      (i) => {
        const from = moment(i);
        const to = new Date(from.getTime() + (1 + (i % 365)) * 86_400_000);
        return `${provider}/stock-value/cogs?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
      },
      200,
      100,
    );

    // 2. Receiving a 200-line purchase order, five times.
    const { supplier } = await post<{ supplier: { id: string } }>('suppliers', { name: 'Mill' });
    const receipts: number[] = [];
    let first: { order: string; receipt: string } | undefined;
    for (let round = 0; round < 5; round++) {
      const { purchase_order: order } = await post<{ purchase_order: { id: string } }>(
        'purchase-orders',
        {
          supplier_id: supplier.id,
          location_id: location.id,
          lines: products.map((id, i) => ({ product_id: id, quantity: 10 + i, unit_price: 2.5 })),
        },
      );
      const start = performance.now();
      const received = await post<{ purchase_order: { receipts: { receipt_id: string }[] } }>(
        `purchase-orders/${order.id}/receive`,
        { lines: products.map((id, i) => ({ product_id: id, quantity: 10 + i })) },
      );
      receipts.push(performance.now() - start);
      first ??= { order: order.id, receipt: received.purchase_order.receipts[0].receipt_id };
    }

    // 3. Back-dated changes, from the POST to the value that shows it, as of a moment before
    // they were recorded: the first receipt's 200 costs corrected (effective when the goods
    // came), and an adjustment effective just after the receipts (a stock's first record bounds
    // how far back it may go).
    const afterReceipts = new Date().toISOString();
    await new Promise((done) => setTimeout(done, 50));
    const visible = async (change: (round: number) => Promise<unknown>) => {
      const times: number[] = [];
      for (let round = 0; round < 5; round++) {
        const before = new Date().toISOString();
        const asOfBefore = () =>
          bench
            .call<{ total: number }>(
              'GET',
              `${provider}/stock-value?as_of=${encodeURIComponent(before)}`,
            )
            .then((answer) => answer.total);
        const was = await asOfBefore();
        const start = performance.now();
        await change(round);
        while ((await asOfBefore()) === was) await new Promise((done) => setTimeout(done, 5));
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b);
    };
    const costCorrections = await visible((round) =>
      post(`purchase-orders/${first!.order}/receipts/${first!.receipt}/cost`, {
        lines: products.map((id) => ({ product_id: id, unit_cost: 2.6 + round / 10 })),
        reason: 'Supplier invoice',
      }),
    );
    const corrections = await visible(() =>
      bench.call(
        'POST',
        '/api/order',
        JSON.stringify({
          providerId: bench.providerId,
          locationId: location.id,
          transaction_type: 'ADJUST',
          products: [{ id: products[0], quantity: 1 }],
          effectiveAt: afterReceipts,
          reason: 'CORRECTION',
          reasonNote: 'found on the shelf',
        }),
      ),
    );
    receipts.sort((a, b) => a - b);
    console.log(
      `machine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log('stock value and purchasing:');
    console.log(`  ${asOf}`);
    console.log(`  ${cogs}`);
    console.log(
      `  receiving a ${LINES}-line purchase order: p50 ${percentile(receipts, 50).toFixed(0)} ms, max ${receipts.at(-1)!.toFixed(0)} ms (target < 1000 ms) ${receipts.at(-1)! < 1000 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  a back-dated cost correction of ${LINES} lines in the value: p50 ${percentile(costCorrections, 50).toFixed(0)} ms, max ${costCorrections.at(-1)!.toFixed(0)} ms (target < 1000 ms) ${costCorrections.at(-1)! < 1000 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  a back-dated adjustment in the value: p50 ${percentile(corrections, 50).toFixed(0)} ms, max ${corrections.at(-1)!.toFixed(0)} ms (target < 1000 ms) ${corrections.at(-1)! < 1000 ? 'met' : 'NOT met'}`,
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
