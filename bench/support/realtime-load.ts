/**
 * The load of bench/realtime.ts, in a worker thread (off the app's event loop): sockets
 * connected and subscribed as open Inbox screens, and orders placed at a fixed rate. Each
 * order's notes carry a tag, so a socket can tell when the order it was told about was sent.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { LiveChange } from '../../modules/realtime/live-events';
import { connectLive, type LiveClient } from '../../modules/realtime/testing';
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

async function run(): Promise<RealtimeResult> {
  const sockets: LiveClient[] = [];
  for (let i = 0; i < load.sockets; i++) {
    const socket = await connectLive(load.base, { token: load.token });
    const reply = await socket.subscribe({ provider_id: load.providerId });
    if (!reply.ok) throw new Error(`subscribe refused: ${reply.error}`);
    sockets.push(socket);
  }
  const sentAt = new Map<string, number>();
  const delivery: number[] = [];
  for (const socket of sockets) {
    socket.socket.on('changes', (changes: LiveChange<{ notes: string | null }>[]) => {
      for (const [kind, change] of changes) {
        if (kind !== 'order') continue;
        const at = sentAt.get(change.order.notes ?? '');
        if (at !== undefined) delivery.push(performance.now() - at);
      }
    });
  }

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
    sentAt.set(tag, t0);
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
  const expected = (total - failed) * sockets.length;
  const deadline = performance.now() + 10_000;
  while (delivery.length < expected && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  for (const socket of sockets) socket.close();
  client.close();
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
