import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

export interface DriveResult {
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `once` from `workers` concurrent loops for `seconds`: throughput and latencies. */
export async function drive(
  workers: number,
  seconds: number,
  once: (worker: number) => Promise<void>,
): Promise<DriveResult> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await once(worker);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/**
 * Runs a load script of bench/support (compiled, `<name>.js`) in a worker thread, off the app's
 * event loop, and answers what it posts back: its result, or `{ error }`.
 */
export function inWorker<Result>(name: string, workerData: unknown): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(__dirname, `${name}.js`), { workerData });
    worker.once('message', (result: Result | { error: string }) =>
      result && typeof result === 'object' && 'error' in result
        ? reject(new Error(result.error))
        : resolve(result as Result),
    );
    worker.once('error', reject);
  });
}
