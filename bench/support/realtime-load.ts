/**
 * The load of bench/realtime.ts, in a worker thread (off the app's event loop): orders placed at
 * a fixed rate, while the sockets (open Inbox screens) listen in a thread of their own
 * (realtime-sockets.ts), as browsers and the clients that order are other machines. Each
 * order's notes carry a tag, so a socket's message can be matched with when its order was sent.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { percentile } from './drive';
import { HttpClient, ok } from './http-client';

export interface RealtimeLoad {
  base: string;
  token: string;
  providerId: string;
  clientId: string;
  locationId: string;
  products: string[];
  sockets: number;
  perSecond: number;
  seconds: number;
}

export interface RealtimeResult {
  sent: number;
  failed: number;
  deliveries: number;
  expected: number;
  p50: number;
  p99: number;
  max: number;
  postP50: number;
  postP99: number;
}

const load = workerData as RealtimeLoad;

/** The sockets' thread, once all are connected and subscribed. */
async function socketsThread(): Promise<Worker> {
  const worker = new Worker(join(__dirname, 'realtime-sockets.js'), {
    workerData: {
      base: load.base,
      token: load.token,
      providerId: load.providerId,
      sockets: load.sockets,
    },
  });
  await new Promise<void>((ready, fail) => {
    worker.once('message', (m: { ready?: true; error?: string }) =>
      m.error ? fail(new Error(m.error)) : ready(),
    );
    worker.once('error', fail);
  });
  return worker;
}

const ask = <T>(worker: Worker, message: object) =>
  new Promise<T>((answer) => {
    worker.once('message', answer);
    worker.postMessage(message);
  });

async function run(): Promise<RealtimeResult> {
  const sockets = await socketsThread();
  const sentAt = new Map<string, number>();
  const now = () => performance.timeOrigin + performance.now();
  const posts: number[] = [];
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  // Orders go out at a steady rate, however long answers take: connections as needed.
  const client = new HttpClient(load.base, 256);
  const interval = 1000 / load.perSecond;
  const total = Math.round(load.perSecond * load.seconds);
  const started = performance.now();
  for (let n = 0; n < total; n++) {
    const due = started + n * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const tag = `bench-${n}`;
    const product = load.products[n % load.products.length];
    const t0 = performance.now();
    sentAt.set(tag, now());
    const request = client
      .request(
        'POST',
        '/api/order',
        { 'Content-Type': 'application/json', Authorization: `Bearer ${load.token}` },
        JSON.stringify({
          order: JSON.stringify({
            providerId: load.providerId,
            clientId: load.clientId,
            locationId: load.locationId,
            transaction_type: 'ORDER',
            notes: tag,
            products: [{ id: product, quantity: 1 }],
          }),
        }),
      )
      .then((answer) => {
        if (!ok(answer)) failed++;
        posts.push(performance.now() - t0);
      })
      .catch(() => {
        failed++;
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }
  await Promise.all(inFlight);
  // Let the last pushes arrive.
  const expected = (total - failed) * load.sockets;
  const deadline = performance.now() + 10_000;
  while (
    (await ask<{ count: number }>(sockets, { count: true })).count < expected &&
    performance.now() < deadline
  )
    await new Promise((resolve) => setTimeout(resolve, 50));
  const { tags, times } = await ask<{ tags: string[]; times: number[] }>(sockets, { stop: true });
  await sockets.terminate();
  client.close();
  const delivery: number[] = [];
  tags.forEach((tag, i) => {
    const at = sentAt.get(tag);
    if (at !== undefined) delivery.push(times[i] - at);
  });
  delivery.sort((a, b) => a - b);
  posts.sort((a, b) => a - b);
  return {
    sent: total,
    failed,
    deliveries: delivery.length,
    expected,
    p50: percentile(delivery, 50),
    p99: percentile(delivery, 99),
    max: delivery[delivery.length - 1],
    postP50: percentile(posts, 50),
    postP99: percentile(posts, 99),
  };
}

run().then(
  (result) => parentPort?.postMessage(result),
  (error: Error) => parentPort?.postMessage({ error: error.message }),
);
