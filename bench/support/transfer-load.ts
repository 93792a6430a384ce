/**
 * The load of bench/transfers.ts, run in a worker thread (as order-load.ts): `concurrency`
 * clients take transfers from one queue and send each the same action (create, ship or
 * receive) until the queue is empty; answers every request's latency and the created ids.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { HttpClient, ok } from './http-client';

export interface TransferLoad {
  base: string;
  authorization: string;
  providerId: string;
  concurrency: number;
  /** create: each item is a body to POST; ship and receive: each item is a transfer id. */
  action: 'create' | 'ship' | 'receive';
  items: string[];
}

export interface TransferLoadResult {
  latencies: number[];
  seconds: number;
  ids: string[];
}

const load = workerData as TransferLoad;
const client = new HttpClient(load.base, load.concurrency);
const provider = `/api/provider/${load.providerId}`;
const headers = { 'Content-Type': 'application/json', Authorization: load.authorization };

async function run(): Promise<TransferLoadResult> {
  const queue = [...load.items];
  const latencies: number[] = [];
  const ids: string[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: load.concurrency }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        const t0 = performance.now();
        const answer =
          load.action === 'create'
            ? await client.request('POST', `${provider}/transfers`, headers, item)
            : await client.request(
                'POST',
                `${provider}/transfers/${item}/${load.action}`,
                headers,
                '{}',
              );
        latencies.push(performance.now() - t0);
        if (!ok(answer)) throw new Error(`${load.action}: ${answer.status} ${answer.body}`);
        if (load.action === 'create') ids.push(JSON.parse(answer.body).transfer.id);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000, ids };
}

run()
  .finally(() => client.close())
  .then(
    (result) => parentPort?.postMessage(result),
    (error: Error) => parentPort?.postMessage({ error: error.message }),
  );
