/**
 * An order's shipment against a transfer's: the CPU the app spends to ship an order of 20 lines
 * (POST …/order/{id}/shipments, everything that remains) and to ship a transfer of 20 lines
 * (POST …/transfers/{id}/ship), measured in the same run, the two taking turns round by round
 * on one app process. Target: a shipment costs no more CPU than a transfer's ship. See
 * bench/README.md.
 *
 *   npm run bench:shipments
 *   BENCH_SHIPMENTS=400 npm run bench:shipments     # of each kind, measured (default 200)
 *   BENCH_ROUNDS=8 npm run bench:shipments          # turns they take (default 4)
 *   BENCH_CONCURRENCY=4 npm run bench:shipments     # requests at once (default 1)
 *   BENCH_MAILS=1 npm run bench:shipments           # with the client's mails on (see below)
 *   BENCH_STATEMENTS=1 npm run bench:shipments      # PostgreSQL's time per op, by statement
 *   BENCH_PROFILE=/tmp/ship.cpuprofile npm run bench:shipments
 *       # the app process under --cpu-prof; its samples split by kind into
 *       # /tmp/ship.shipment.cpuprofile and /tmp/ship.transfer.cpuprofile, each summarised
 *
 * The bench's own app sets up (2 locations, 20 products with a million units at each, a client,
 * the orders at the first location and the transfers from it to the second, all placed and
 * created ahead), then stops: the built app (dist/apps/api/main.js) serves the shipments alone
 * in a process of its own, so its CPU is read apart from the load's (this process). Both kinds
 * take their 20 units from the same 20 stock streams; each request answers once the read models
 * show it (read-your-writes), as the screens need. One request at a time by default, so that
 * neither kind waits on the other's streams.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type AppProcess, startAppProcess } from './support/app-process';
import { BENCH_SECRET, startBenchApp } from './support/bench-app';
import { cpuMeter } from './support/cpu';
import { percentile } from './support/drive';
import { HttpClient, ok } from './support/http-client';
import { statementStats } from './support/statements';

const PRODUCTS = 20;
const LINES = 20;
const QUANTITY = 2;
const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
/** Of each kind, before the rounds: a fresh process pays for compiling on its first requests. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 50);
const PROFILE = process.env.BENCH_PROFILE;
/** Whether the client's mails stay on (each shipment then also mails its packing slip). */
const MAILS = process.env.BENCH_MAILS === '1';

type Kind = 'shipment' | 'transfer';
const KINDS: readonly Kind[] = ['shipment', 'transfer'];

interface Slice {
  latencies: number[];
  appMs: number;
  postgresMs: number;
  /** process.hrtime (CLOCK_MONOTONIC) in µs, as a --cpu-prof profile's timestamps. */
  from: number;
  to: number;
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

async function main() {
  const bench = await startBenchApp({ AUTH_SECRET: BENCH_SECRET, DATABASE_POOL_SIZE: '40' });
  const call = <T>(method: string, path: string, body?: unknown) =>
    bench.call<T>(method, path, body === undefined ? undefined : JSON.stringify(body));
  let app: AppProcess | undefined;
  const profileDir = PROFILE ? mkdtempSync(join(os.tmpdir(), 'stockflow-bench-prof-')) : '';
  try {
    const { providerId } = bench;
    const provider = `/api/provider/${providerId}`;
    const each = WARMUP + SHIPMENTS;
    process.stderr.write(`  setting up ${PRODUCTS} products x 2 locations, a client…\n`);
    const [from, to] = [
      (await call<{ location: { id: string } }>('POST', `${provider}/location`, { name: 'L0' }))
        .location.id,
      (await call<{ location: { id: string } }>('POST', `${provider}/location`, { name: 'L1' }))
        .location.id,
    ];
    const csv = `name,price\n${Array.from({ length: PRODUCTS }, (_, i) => `P${i},${i + 1}`).join('\n')}\n`;
    await bench.call('POST', `${provider}/products/import?dry_run=false`, csv, 'text/csv');
    const products = (
      await call<{ products: { id: string }[] }>('GET', `${provider}/products?limit=1000`)
    ).products.map((p) => p.id);
    // The client's mails (order received, shipped with its packing slip) are switched off unless
    // BENCH_MAILS=1: the comparison is of the shipment itself, not of the mail it may send.
    if (!MAILS)
      await call('PUT', `${provider}/settings`, {
        notifications: { order_received: false, order_shipped: false },
      });
    const clientId = (
      await call<{ client: { id: string } }>('POST', `${provider}/client`, {
        name: 'Acme',
        email: 'acme@example.test',
      })
    ).client.id;
    for (const locationId of [from, to])
      await call('POST', '/api/order', {
        order: JSON.stringify({
          providerId,
          locationId,
          transaction_type: 'IN',
          products: products.map((id) => ({ id, quantity: 1_000_000 })),
        }),
      });
    const lines = products.slice(0, LINES);
    process.stderr.write(
      `  placing ${each} orders and creating ${each} transfers of ${LINES} lines…\n`,
    );
    const ids: Record<Kind, string[]> = { shipment: [], transfer: [] };
    for (let i = 0; i < each; i++) {
      ids.shipment.push(
        (
          await call<{ order: { id: string } }>('POST', '/api/order', {
            order: JSON.stringify({
              providerId,
              clientId,
              locationId: from,
              transaction_type: 'ORDER',
              products: lines.map((id) => ({ id, quantity: QUANTITY })),
            }),
          })
        ).order.id,
      );
      ids.transfer.push(
        (
          await call<{ transfer: { id: string } }>('POST', `${provider}/transfers`, {
            from_location_id: from,
            to_location_id: to,
            products: lines.map((product_id) => ({ product_id, quantity: QUANTITY })),
          })
        ).transfer.id,
      );
    }

    // Set up: from here on the app process is the only app, as on a machine of its own.
    const authorization = bench.authorization();
    await bench.stopApp();
    app = await startAppProcess(
      bench.databaseUrl,
      { AUTH_SECRET: BENCH_SECRET, DATABASE_POOL_SIZE: '40' },
      { nodeFlags: PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] },
    );
    const client = new HttpClient(app.base, CONCURRENCY);
    const headers = { 'Content-Type': 'application/json', Authorization: authorization };
    const path: Record<Kind, (id: string) => string> = {
      shipment: (id) => `${provider}/order/${id}/shipments`,
      transfer: (id) => `${provider}/transfers/${id}/ship`,
    };
    const pid = app.pid;
    /** Ships `items` of one kind, CONCURRENCY at a time: latencies, and the CPU it took. */
    const ship = async (kind: Kind, items: string[]): Promise<Slice> => {
      const queue = [...items];
      const latencies: number[] = [];
      const harness = cpuMeter();
      const cpu = cpuMeter([pid]);
      const started = nowUs();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
            const t0 = performance.now();
            const answer = await client.request('POST', path[kind](id), headers, '{}');
            latencies.push(performance.now() - t0);
            if (!ok(answer)) throw new Error(`${kind} ${id}: ${answer.status} ${answer.body}`);
          }
        }),
      );
      const ended = nowUs();
      const spent = cpu();
      // The app process alone: cpuMeter counts this process (the load) beside it.
      return {
        latencies,
        appMs: spent.appMs - harness().appMs,
        postgresMs: spent.postgresMs,
        from: started,
        to: ended,
      };
    };

    try {
      process.stderr.write(`  warming up the app process: ${WARMUP} of each…\n`);
      for (const kind of KINDS) await ship(kind, ids[kind].splice(0, WARMUP));
      // What the app spends doing nothing (projection and read-your-writes polls, timers).
      const idle = cpuMeter([pid]);
      const idleHarness = cpuMeter();
      const idleStarted = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      // (To /proc's 10 ms ticks: about zero reads as a little below.)
      const idleMsPerS = Math.max(
        0,
        (idle().appMs - idleHarness().appMs) / ((performance.now() - idleStarted) / 1000),
      );

      const slices: Record<Kind, Slice[]> = { shipment: [], transfer: [] };
      const statements = statementStats(bench.databaseUrl);
      for (let round = 0; round < ROUNDS; round++) {
        const size = Math.ceil(SHIPMENTS / ROUNDS);
        // Taking turns: the first kind of a round alternates.
        const order = round % 2 === 0 ? KINDS : [...KINDS].reverse();
        for (const kind of order) {
          const items = ids[kind].splice(0, size);
          if (items.length === 0) continue;
          process.stderr.write(`  round ${round + 1}/${ROUNDS}: ${items.length} ${kind}s…\n`);
          // BENCH_STATEMENTS: the last round's statements of each kind.
          const last = round === ROUNDS - 1;
          if (last) await statements.reset();
          slices[kind].push(await ship(kind, items));
          if (last) await statements.print(items.length, kind);
        }
      }

      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      const figures = KINDS.map((kind) => {
        const all = slices[kind];
        const latencies = all.flatMap((s) => s.latencies).sort((a, b) => a - b);
        const count = latencies.length;
        const seconds = sum(all.map((s) => s.to - s.from)) / 1e6;
        return {
          kind,
          count,
          appMs: sum(all.map((s) => s.appMs)) / count,
          postgresMs: sum(all.map((s) => s.postgresMs)) / count,
          perRound: all.map((s) => s.appMs / s.latencies.length),
          idleMs: (idleMsPerS * seconds) / count,
          perSecond: count / seconds,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
        };
      });
      const [shipment, transfer] = figures;
      const ratios = shipment.perRound.map((ms, i) => ms / transfer.perRound[i]);
      console.log(
        `machine: ${os.cpus().length} cores, load ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
      );
      console.log(
        `shipping ${LINES} lines on one app process, ${CONCURRENCY} request(s) at a time, ${ROUNDS} rounds taking turns, ${SHIPMENTS} of each (after ${WARMUP} warm-up):`,
      );
      const label = { shipment: 'order shipment', transfer: 'transfer ship ' };
      for (const f of figures)
        console.log(
          `  ${label[f.kind]}: app CPU ${f.appMs.toFixed(2)} ms/op (rounds ${f.perRound.map((ms) => ms.toFixed(2)).join(', ')}; idle share ${f.idleMs.toFixed(2)}), PostgreSQL ${f.postgresMs.toFixed(2)} ms/op; ${f.perSecond.toFixed(0)}/s, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms`,
        );
      console.log(
        `  shipment / transfer: app CPU x${(shipment.appMs / transfer.appMs).toFixed(2)} (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')}), PostgreSQL x${(shipment.postgresMs / transfer.postgresMs).toFixed(2)}, p50 x${(shipment.p50 / transfer.p50).toFixed(2)}, p95 x${(shipment.p95 / transfer.p95).toFixed(2)}; target app CPU <= x1.00 ${shipment.appMs <= transfer.appMs ? 'met' : 'NOT met'}`,
      );
      console.log(`  the app process idle: ${idleMsPerS.toFixed(1)} ms of CPU a second`);
      if (PROFILE) {
        await app.stop();
        app = undefined;
        splitProfile(profileDir, PROFILE, slices);
      }
    } finally {
      client.close();
    }
  } finally {
    await app?.stop();
    await bench.close();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  }
}

interface Profile {
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * The app process's whole profile (written at its exit) cut by kind: only the samples taken
 * during that kind's slices, into `<file>.<kind>.cpuprofile`; the whole one into `file`. Each is
 * summarised with support/profile-summary.
 */
function splitProfile(dir: string, file: string, slices: Record<Kind, Slice[]>): void {
  const written = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  if (written.length !== 1)
    throw new Error(`expected one profile in ${dir}: ${written.join(', ')}`);
  const whole = readFileSync(join(dir, written[0]), 'utf8');
  writeFileSync(file, whole);
  const profile = JSON.parse(whole) as Profile;
  const times: number[] = [];
  let at = profile.startTime;
  for (const delta of profile.timeDeltas) {
    at += delta;
    times.push(at);
  }
  for (const kind of KINDS) {
    const inside = (t: number) => slices[kind].some((s) => t >= s.from && t <= s.to);
    const keep = times.map(inside);
    const out = `${file.replace(/\.cpuprofile$/, '')}.${kind}.cpuprofile`;
    writeFileSync(
      out,
      JSON.stringify({
        ...profile,
        samples: profile.samples.filter((_, i) => keep[i]),
        timeDeltas: profile.timeDeltas.filter((_, i) => keep[i]),
      }),
    );
    process.stderr.write(`  ${kind}s' profile (${keep.filter(Boolean).length} samples): ${out}\n`);
    process.stderr.write(
      execFileSync(process.execPath, [join(__dirname, 'support/profile-summary.js'), out, '30']),
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
