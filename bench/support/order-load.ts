/**
 * The load of bench/orders.ts, run in a worker thread so that generating requests and reading
 * answers does not share the app's event loop (real clients are other machines).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { drive } from './drive';
import { HttpClient, ok } from './http-client';

export interface OrderLoad {
  /** One app process, or several: each client keeps to one (a balancer's round-robin). */
  bases: string[];
  authorization: string;
  providerId: string;
  clients: string[];
  locations: string[];
  products: string[];
  lines: number;
  concurrency: number;
  seconds: number;
}

const load = workerData as OrderLoad;

const pick = (n: number) => {
  const chosen = new Set<string>();
  while (chosen.size < n)
    chosen.add(load.products[Math.floor(Math.random() * load.products.length)]);
  return [...chosen];
};

const clients = load.bases.map((base) => new HttpClient(base, load.concurrency));

drive(load.concurrency, load.seconds, async (worker) => {
  const client = clients[worker % clients.length];
  const body = JSON.stringify({
    order: JSON.stringify({
      providerId: load.providerId,
      clientId: load.clients[worker % load.clients.length],
      locationId: load.locations[Math.floor(Math.random() * load.locations.length)],
      transaction_type: 'ORDER',
      products: pick(load.lines).map((id) => ({ id, quantity: 1 })),
    }),
  });
  const answer = await client.request(
    'POST',
    '/api/order',
    { 'Content-Type': 'application/json', Authorization: load.authorization },
    body,
  );
  if (!ok(answer)) throw new Error(`POST /api/order: ${answer.status} ${answer.body}`);
})
  .finally(() => {
    for (const client of clients) client.close();
  })
  .then(
    (result) => parentPort?.postMessage(result),
    (error: Error) => parentPort?.postMessage({ error: error.message }),
  );
