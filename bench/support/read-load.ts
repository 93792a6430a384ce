/**
 * A GET load from a worker thread (see order-load.ts): the same clients reading one route,
 * to measure what a request costs the app before any order logic.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { drive } from './drive';
import { HttpClient, ok } from './http-client';

export interface ReadLoad {
  url: string;
  authorization: string;
  concurrency: number;
  seconds: number;
}

const load = workerData as ReadLoad;

const url = new URL(load.url);
const client = new HttpClient(url.origin, load.concurrency);

drive(load.concurrency, load.seconds, async () => {
  const answer = await client.request('GET', url.pathname + url.search, {
    Authorization: load.authorization,
  });
  if (!ok(answer)) throw new Error(`GET ${load.url}: ${answer.status}`);
})
  .finally(() => client.close())
  .then(
    (result) => parentPort?.postMessage(result),
    (error: Error) => parentPort?.postMessage({ error: error.message }),
  );
