/**
 * A stock count of 5,000 lines through the real app over HTTP (issue 20's target: approved in
 * under 2 s, and the grid right after it). See bench/README.md.
 *
 *   npm run bench:counts
 *   BENCH_COUNT_LINES=10000 BENCH_ROUNDS=3 npm run bench:counts
 *   BENCH_ROUNDS=1 BENCH_PROFILE=/tmp/approve.cpuprofile npm run bench:counts
 *   BENCH_ROUNDS=1 BENCH_STATEMENTS=1 npm run bench:counts
 *
 * Each round starts a count of every product at one location, enters every line (in requests
 * of 1,000, as a scanner's batch upload would, plus 50 single-line entries as a phone sends
 * them), approves it with every line differing from the expected figure (one ADJUST per line,
 * the worst case), then reads the inventory grid of that location and checks it holds what was
 * counted. The approve request answers once the counts and inventory read models show it
 * (read-your-writes), so the grid right after it is current.
 */
import os from 'node:os';
import { startBenchApp } from './support/bench-app';
import { cpuMeter } from './support/cpu';
import { percentile } from './support/drive';
import { profileTo } from './support/main-profile';
import { statementStats } from './support/statements';

const LINES = Number(process.env.BENCH_COUNT_LINES ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BATCH = 1000;
const SINGLES = 50;

async function main() {
  const bench = await startBenchApp({ DATABASE_POOL_SIZE: '20' });
  const call = <T>(method: string, path: string, body?: unknown) =>
    bench.call<T>(method, path, body === undefined ? undefined : JSON.stringify(body));
  const timed = async <T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> => {
    const started = performance.now();
    const value = await run();
    return { ms: performance.now() - started, value };
  };
  try {
    const { providerId } = bench;
    const provider = `/api/provider/${providerId}`;
    process.stderr.write(`  setting up ${LINES} products at one location…\n`);
    const { location } = await call<{ location: { id: string } }>('POST', `${provider}/location`, {
      name: 'Warehouse',
    });
    const csv = `name,price,sku\n${Array.from({ length: LINES }, (_, i) => `P${i},1,SKU-${i}`).join('\n')}\n`;
    await bench.call('POST', `${provider}/products/import?dry_run=false`, csv, 'text/csv');
    const products: string[] = [];
    for (let offset = 0; offset < LINES; offset += 1000)
      products.push(
        ...(
          await call<{ products: { id: string }[] }>(
            'GET',
            `${provider}/products?limit=1000&offset=${offset}`,
          )
        ).products.map((p) => p.id),
      );
    for (let start = 0; start < LINES; start += 500)
      await call('POST', '/api/order', {
        order: JSON.stringify({
          providerId,
          locationId: location.id,
          transaction_type: 'IN',
          products: products.slice(start, start + 500).map((id) => ({ id, quantity: 100 })),
        }),
      });

    const statements = statementStats(bench.databaseUrl);
    const rows: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      process.stderr.write(`  round ${round}: count of ${LINES} lines…\n`);
      const cpuStart = cpuMeter();
      const started = await timed(() =>
        call<{ count: { id: string; lines: { product_id: string; expected: number }[] } }>(
          'POST',
          `${provider}/counts`,
          { location_id: location.id },
        ),
      );
      const startCpu = cpuStart();
      const { count } = started.value;
      // Every line differs: one more than expected on even lines, one fewer on odd ones.
      const counted = count.lines.map((line, i) => ({
        product_id: line.product_id,
        counted: Math.max(0, line.expected + (i % 2 === 0 ? 1 : -1)),
      }));
      const singles: number[] = [];
      for (const line of counted.slice(0, SINGLES)) {
        const { ms } = await timed(() =>
          call('POST', `${provider}/counts/${count.id}/entries`, { lines: [line] }),
        );
        singles.push(ms);
      }
      const cpuEnter = cpuMeter();
      const entered = await timed(async () => {
        for (let from = 0; from < counted.length; from += BATCH)
          await call('POST', `${provider}/counts/${count.id}/entries`, {
            lines: counted.slice(from, from + BATCH),
          });
      });
      const enterCpu = cpuEnter();
      // BENCH_PROFILE=<file>: the app's CPU profile from the approval to the grid being current,
      // of the last round.
      const stopProfile = await profileTo(round === ROUNDS ? process.env.BENCH_PROFILE : undefined);
      await statements.reset();
      const cpuApprove = cpuMeter();
      const approved = await timed(() =>
        call<{ count: { status: string; adjustment_ids: string[] } }>(
          'POST',
          `${provider}/counts/${count.id}/approve`,
          {},
        ),
      );
      const approvedAt = performance.now() - approved.ms;
      // The grid right after: read until every counted cell shows its count (the approval
      // waits for the inventory read model up to READ_YOUR_WRITES_TIMEOUT_MS, then answers).
      const wanted = new Map(counted.map((line) => [line.product_id, line.counted]));
      let gridMs = 0;
      let reads = 0;
      for (;;) {
        const grid = await timed(() =>
          call<{ inventory: { product_id: string; current_stock: number }[] }>(
            'GET',
            `${provider}/inventory`,
          ),
        );
        gridMs = grid.ms;
        reads++;
        const wrong = grid.value.inventory.filter(
          (row) => wanted.has(row.product_id) && row.current_stock !== wanted.get(row.product_id),
        ).length;
        if (wrong === 0) break;
        if (performance.now() - approvedAt > 120_000)
          throw new Error(`round ${round}: ${wrong} cells still not as counted after 2 minutes`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const current = performance.now() - approvedAt - approved.ms;
      // Up to the grid being current: the projections' work on the adjustments included.
      const approveCpu = cpuApprove();
      await stopProfile();
      await statements.print(LINES, 'line');
      if (approved.value.count.status !== 'APPROVED')
        throw new Error(`round ${round}: ${approved.value.count.status}`);
      const sorted = [...singles].sort((a, b) => a - b);
      rows.push(
        `| ${round} | ${started.ms.toFixed(0)} ms | ${entered.ms.toFixed(0)} ms | ${percentile(sorted, 50).toFixed(0)} / ${percentile(sorted, 95).toFixed(0)} ms | ${approved.ms.toFixed(0)} ms | ${reads === 1 ? 'current' : `+${current.toFixed(0)} ms`}, read ${gridMs.toFixed(0)} ms | ${(startCpu.appMs / LINES).toFixed(3)} + ${(startCpu.postgresMs / LINES).toFixed(3)} | ${(enterCpu.appMs / LINES).toFixed(3)} + ${(enterCpu.postgresMs / LINES).toFixed(3)} | ${(approveCpu.appMs / LINES).toFixed(3)} + ${(approveCpu.postgresMs / LINES).toFixed(3)} |`,
      );
    }
    console.log(
      `machine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `stock count of ${LINES} lines over HTTP, every line a variance (target: approve < 2 s, then the grid):`,
    );
    console.log(
      '| round | start | enter all (batches of 1,000) | one line p50 / p95 | approve | grid after it | CPU ms per line, start (app + PostgreSQL) | enter | approve |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
  } finally {
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
