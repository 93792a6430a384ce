/**
 * Webhook fan-out: orders placed at a steady rate (each IN order of one product is two events,
 * order.placed and stock.changed) to a provider with 10 endpoints subscribed to both, each a
 * local node:http receiver that checks signatures. Measures the time from an event's creation to
 * its first 2xx at each endpoint (p50, p99), then checks every endpoint got every event once in
 * the outbox's commit order. The app runs as its own process (the built main.js) on the bench
 * database; with BENCH_KILL (default on) it is killed with SIGKILL mid-run and started again on
 * the same database, and the checks hold across the crash. See bench/README.md.
 *
 *   npm run bench:webhooks
 *   BENCH_EVENTS=200 BENCH_ENDPOINTS=10 BENCH_SECONDS=10 BENCH_KILL=0 npm run bench:webhooks
 */
import os from 'node:os';
import { Client } from 'pg';
import { migrations } from '../apps/api/composition';
import { Database, migrate } from '../modules/platform';
import { TestReceiver } from '../modules/webhooks/testing';
import { type AppProcess, startAppProcess } from './support/app-process';
import { openServer } from './support/bench-database';
import { cpuMeter } from './support/cpu';
import { percentile } from './support/drive';

const EVENTS_PER_SECOND = Number(process.env.BENCH_EVENTS ?? 200);
const ENDPOINTS = Number(process.env.BENCH_ENDPOINTS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const KILL = process.env.BENCH_KILL !== '0';
const TARGET_P99_MS = 1000;
const MAX_IN_FLIGHT = 64;
const ENV = {
  WEBHOOKS_ALLOW_PRIVATE: 'true',
  WEBHOOKS_POLL_MS: '100',
  WEBHOOKS_RETRY_BASE_MS: '200',
  PROJECTIONS_STANDBY_RETRY_MS: '500',
  AUTH_SECRET: 'bench-secret-for-signing-access-tokens-0123',
  AUTH_ATTEMPTS_PER_IP: '1000',
  DATABASE_POOL_SIZE: '20',
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function main() {
  const server = await openServer();
  const db = new Database(server.url, 2);
  await migrate(db, migrations);
  let app: AppProcess = await startAppProcess(server.url, ENV);
  const receivers = Array.from({ length: ENDPOINTS }, () => new TestReceiver());
  try {
    const call = async <T>(method: string, path: string, body: unknown, auth = '') => {
      const response = await fetch(`${app.base}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: auth },
        body: JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    const session = await call<{ access_token: string; providers: { provider_id: string }[] }>(
      'POST',
      '/api/auth/signup',
      { email: 'hooks@example.test', password: 'bench-password', name: 'Hooks' },
    );
    const auth = `Bearer ${session.access_token}`;
    const providerId = session.providers[0].provider_id;
    const p = `/api/provider/${providerId}`;
    const locationId = (
      await call<{ location: { id: string } }>('POST', `${p}/location`, { name: 'Main' }, auth)
    ).location.id;
    const products = await Promise.all(
      Array.from(
        { length: 50 },
        async (_, i) =>
          (
            await call<{ product: { id: string } }>(
              'POST',
              `${p}/product`,
              { name: `P${i}`, price: 1 },
              auth,
            )
          ).product.id,
      ),
    );
    for (const receiver of receivers) {
      const url = await receiver.start();
      const created = await call<{ secret: string }>(
        'POST',
        `${p}/webhooks`,
        { url, events: ['order.placed', 'stock.changed'] },
        auth,
      );
      receiver.secret = created.secret;
    }

    const ordersPerSecond = EVENTS_PER_SECOND / 2;
    process.stderr.write(
      `  ${ENDPOINTS} endpoints, ${ordersPerSecond} orders/s (${EVENTS_PER_SECOND} events/s) for ${SECONDS} s${KILL ? ', app killed with SIGKILL half-way' : ''}…\n`,
    );
    const cpu = cpuMeter([app.pid]);
    let accepted = 0;
    let failed = 0;
    const failures = new Map<string, number>();
    const fail = (why: string) => {
      failed++;
      failures.set(why, (failures.get(why) ?? 0) + 1);
    };
    let inFlight = 0;
    const start = Date.now();
    const total = ordersPerSecond * SECONDS;
    let killedAt: number | undefined;
    let restartedAt: number | undefined;
    const restart = (async () => {
      if (!KILL) return;
      await sleep((SECONDS * 1000) / 2);
      killedAt = Date.now();
      process.kill(app.pid, 'SIGKILL');
      const dead = app;
      app = await startAppProcess(server.url, ENV);
      restartedAt = Date.now();
      await dead.stop().catch(() => undefined);
    })();
    const pending: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / ordersPerSecond;
      if (due > Date.now()) await sleep(due - Date.now());
      if (inFlight >= MAX_IN_FLIGHT) {
        fail(`not sent: ${MAX_IN_FLIGHT} in flight`);
        continue;
      }
      inFlight++;
      pending.push(
        call(
          'POST',
          '/api/order',
          {
            order: JSON.stringify({
              providerId,
              locationId,
              transaction_type: 'IN',
              products: [{ id: products[i % products.length], quantity: 1 }],
            }),
          },
          auth,
        )
          .then(() => void accepted++)
          .catch((error: Error) =>
            fail(error.message.replace(/^POST \/api\/order: /, '').slice(0, 60)),
          )
          .finally(() => void inFlight--),
      );
    }
    await Promise.all(pending);
    await restart;
    const placedMs = Date.now() - start;

    // Every event in the outbox, in commit order: what each endpoint must have, in that order.
    const outbox = async () => {
      const client = new Client({ connectionString: server.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ event_id: string; created: string }>(
          `SELECT event_id FROM webhook_events WHERE provider_id = $1
            ORDER BY pos_commit, pos_prepare, pos_seq`,
          [providerId],
        );
        return rows.map((r) => r.event_id);
      } finally {
        await client.end();
      }
    };
    let expected = await outbox();
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      expected = await outbox();
      if (
        expected.length >= accepted * 2 &&
        receivers.every((r) => r.acceptedIds().length >= expected.length)
      )
        break;
      await sleep(200);
    }
    const spent = cpu();

    const latencies: number[] = [];
    const duringCrash: number[] = [];
    let lost = 0;
    let outOfOrder = 0;
    let duplicates = 0;
    let unsigned = 0;
    for (const receiver of receivers) {
      const firsts = new Map<string, number>();
      for (const r of receiver.received) {
        if (!r.signed) unsigned++;
        if (r.status >= 300) continue;
        if (firsts.has(r.id)) {
          duplicates++;
          continue;
        }
        firsts.set(r.id, r.at);
        const latency = r.at - Date.parse(String(r.body.created));
        const created = Date.parse(String(r.body.created));
        if (killedAt && restartedAt && created >= killedAt - 2000 && created <= restartedAt)
          duringCrash.push(latency);
        else latencies.push(latency);
      }
      const got = receiver.acceptedIds();
      const wanted = new Set(expected);
      lost += expected.filter((id) => !firsts.has(id)).length;
      const inOutbox = got.filter((id) => wanted.has(id));
      for (let i = 0; i < inOutbox.length; i++) if (inOutbox[i] !== expected[i]) outOfOrder++;
    }
    latencies.sort((a, b) => a - b);
    duringCrash.sort((a, b) => a - b);
    const deliveries = latencies.length + duringCrash.length;
    const p99 = percentile(latencies, 99);
    console.log(
      `machine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; database: ${server.origin}`,
    );
    console.log(
      `fan-out: ${accepted} orders placed (${failed} not: ${[...failures].map(([why, n]) => `${n} ${why}`).join('; ') || 'none'}) in ${(placedMs / 1000).toFixed(1)} s = ${expected.length} events x ${ENDPOINTS} endpoints = ${deliveries} first deliveries`,
    );
    console.log(
      `  event created -> first 2xx at the endpoint${KILL ? ' (outside the crash window)' : ''}: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms (target p99 < ${TARGET_P99_MS} ms) ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'}`,
    );
    if (KILL && duringCrash.length > 0)
      console.log(
        `  events created in the crash window (2 s before the kill to the restart, ${((restartedAt! - killedAt!) / 1000).toFixed(1)} s down): p50 ${percentile(duringCrash, 50).toFixed(0)} ms, p99 ${percentile(duringCrash, 99).toFixed(0)} ms, max ${duringCrash.at(-1)?.toFixed(0)} ms`,
      );
    console.log(
      `  lost ${lost}, out of order ${outOfOrder}, sent again (at least once) ${duplicates}, unsigned ${unsigned}`,
    );
    // The killed process's CPU is not counted: the figures are for runs without the kill.
    if (!KILL)
      console.log(
        `  CPU per delivery: app ${(spent.appMs / Math.max(1, deliveries)).toFixed(3)} ms (with the load and the receivers in the bench process), PostgreSQL ${(spent.postgresMs / Math.max(1, deliveries)).toFixed(3)} ms; total app ${(spent.appMs / 1000).toFixed(1)} s, PostgreSQL ${(spent.postgresMs / 1000).toFixed(1)} s over ${((Date.now() - start) / 1000).toFixed(1)} s`,
      );
  } finally {
    for (const receiver of receivers) await receiver.stop();
    await app.stop().catch(() => undefined);
    await db.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
