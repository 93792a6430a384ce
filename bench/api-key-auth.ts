/**
 * What an API key costs against a member's token on the same route: GET
 * /api/provider/{id}/locations from a worker thread, slices taking turns (token, key, token,
 * key, ...) on one app and one database, p50 and p99 of each. The target: a key's p50
 * within 10% of a token's. See bench/README.md.
 *
 *   npm run bench:api-key
 *   BENCH_SECONDS=5 BENCH_ROUNDS=5 BENCH_CONCURRENCY=16 npm run bench:api-key
 */
import { startBenchApp } from './support/bench-app';
import { DriveResult, inWorker } from './support/drive';
import { ReadLoad } from './support/read-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

async function main() {
  // No rate limit in the way: the bench measures the check, not the refusal.
  const app = await startBenchApp({ API_KEY_REQUESTS_PER_MINUTE: '1000000' });
  try {
    await app.call(
      'POST',
      `/api/provider/${app.providerId}/location`,
      JSON.stringify({ name: 'Main' }),
    );
    const { secret } = await app.call<{ secret: string }>(
      'POST',
      `/api/provider/${app.providerId}/api-keys`,
      JSON.stringify({ name: 'Bench', scopes: ['inventory:read'] }),
    );
    const url = `${app.base}/api/provider/${app.providerId}/locations`;
    const ways = { token: app.authorization(), key: `Bearer ${secret}` };
    const slice = (authorization: string, seconds: number) =>
      inWorker<DriveResult>('read-load', {
        url,
        authorization,
        concurrency: CONCURRENCY,
        seconds,
      } satisfies ReadLoad);
    // Warm both paths (prepared statements, JIT) before measuring.
    for (const authorization of Object.values(ways)) await slice(authorization, 1);
    const results: Record<keyof typeof ways, DriveResult[]> = { token: [], key: [] };
    for (let round = 0; round < ROUNDS; round++)
      for (const way of Object.keys(ways) as (keyof typeof ways)[])
        results[way].push(await slice(ways[way], SECONDS));
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
    const row = (way: keyof typeof ways) => ({
      way,
      'req/s': Math.round(median(results[way].map((r) => r.perSecond))),
      'p50 ms': Number(median(results[way].map((r) => r.p50)).toFixed(2)),
      'p99 ms': Number(median(results[way].map((r) => r.p99)).toFixed(2)),
      'p50 by round': results[way].map((r) => r.p50.toFixed(2)).join(' '),
    });
    const rows = [row('token'), row('key')];
    console.table(rows);
    const ratio = rows[1]['p50 ms'] / rows[0]['p50 ms'];
    console.log(
      `key p50 / token p50 = ${ratio.toFixed(3)} (target <= 1.10), ${ROUNDS} rounds of ${SECONDS} s, ${CONCURRENCY} concurrent`,
    );
  } finally {
    await app.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
