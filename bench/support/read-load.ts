/**
 * A GET load from a worker thread (see order-load.ts): the same clients reading one route,
 * to measure what a request costs the app before any order logic.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { drive } from './drive';

export interface ReadLoad {
  url: string;
  authorization: string;
  concurrency: number;
  seconds: number;
}

const load = workerData as ReadLoad;

drive(load.concurrency, load.seconds, async () => {
  const response = await fetch(load.url, { headers: { Authorization: load.authorization } });
  if (!response.ok) throw new Error(`GET ${load.url}: ${response.status}`);
  await response.arrayBuffer();
}).then(
  (result) => parentPort?.postMessage(result),
  (error: Error) => parentPort?.postMessage({ error: error.message }),
);
