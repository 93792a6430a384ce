/**
 * Audit at scale: 1,000,000 stock events over 10,000 products x 20 locations. As-of inventory
 * pages and ledger pages through the real app over HTTP, a full replay of the raw events
 * walked beside the ledger (as `npm run cli -- audit replay` does), signing checkpoints of the
 * whole log and of a few new events, and checking today's log against the first checkpoint
 * (as `npm run cli -- audit verify-chain --anchor` does). See bench/README.md.
 *
 *   npm run bench:audit
 *   BENCH_REPLAY_COMPARE=1 npm run bench:audit   # also the replay with and without bigger semi-spaces
 *   BENCH_COMPARE=/tmp/base npm run bench:audit  # also replay and verify, this build against the
 *                                                # one built in another checkout, alternating
 *   BENCH_CHILD_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof"  # node flags for those children
 *
 * Events and ledger rows are written straight into their tables (projections off): this
 * measures the reads and the replay, not the projections (bench:event-store does those).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  auditFiles,
  Checkpointer,
  leavesFile,
  loadOrCreateKey,
  readLeaves,
  replayStock,
  verifyAnchored,
} from '../modules/audit';
import {
  stockLedgerProjection,
  stockLotsProjection,
  stockValuesProjection,
} from '../modules/inventory';
import { Database, PostgresEventStore, rebuildProjection } from '../modules/platform';
import { measureServer, startBenchApp } from './support/bench-app';
import { parentOf, serverMs } from './support/cpu';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const PRODUCTS = 10_000;
const LOCATIONS = 20;
const CELLS = PRODUCTS * LOCATIONS;
const PER_CELL = Math.max(1, Math.round(EVENTS / CELLS));
const DAY = 24 * 3600 * 1000;
/** Stock events appended after the first checkpoint: what a periodic run signs. */
const NEW_EVENTS = 10_000;
/**
 * CPU an order costs the app and PostgreSQL together (bench:orders, 16 clients: app 4.4-5.2 ms,
 * PostgreSQL 2.7-3.3 ms), and the stock events placing it writes (an order of two lines; its
 * fulfilment is a command of its own, as costly, writing as many): what the checkpointer's
 * cost per event is weighed against.
 */
const ORDER_CPU_MS = 7.1;
const EVENTS_PER_ORDER = 2;

async function main() {
  const bench = await startBenchApp({
    PROJECTIONS_ENABLED: 'false',
    AUDIT_CHECKPOINT_INTERVAL_S: '0',
  });
  const provider = `/api/provider/${bench.providerId}`;
  const db = new Database(bench.databaseUrl, 2);
  const store = new PostgresEventStore(db);
  try {
    process.stderr.write('  catalog: 10,000 products, 20 locations…\n');
    const csv = `name,price\n${Array.from({ length: PRODUCTS }, (_, i) => `P${String(i).padStart(5, '0')},${(i % 90) + 1}`).join('\n')}\n`;
    await bench.call('POST', `${provider}/products/import?dry_run=false`, csv, 'text/csv');
    for (let i = 0; i < LOCATIONS; i++)
      await bench.call('POST', `${provider}/location`, JSON.stringify({ name: `Location ${i}` }));

    // The ledger's tables, as its projection creates them (empty: no stock events yet), and the
    // lots' (the history reads their changes beside the ledger's; no product here keeps lots),
    // and the value's (its checkpoint stays at the start: the replay folds every event's value
    // and compares none, as for a value projection that has not run yet).
    await rebuildProjection(db, store, stockLedgerProjection);
    await rebuildProjection(db, store, stockLotsProjection);
    await rebuildProjection(db, store, stockValuesProjection);
    process.stderr.write(
      `  ${(CELLS * PER_CELL).toLocaleString('en-US')} stock events (${PER_CELL} per cell, one a day) and their ledger…\n`,
    );
    const started = performance.now();
    const start = new Date(Date.now() - (PER_CELL + 1) * DAY);
    // Event k of a cell (k = 1..PER_CELL) adds k units on day k: running current k(k+1)/2.
    await db.query(
      `INSERT INTO event_store_events (event_id, stream_id, revision, type, data, metadata, created_at)
       SELECT gen_random_uuid(), 'stock-' || l.id || '-' || p.id, k - 1, 'StockChanged',
              jsonb_build_object('providerId', $1::text, 'productId', p.id, 'locationId', l.id,
                'orderId', gen_random_uuid(), 'orderType', 'IN', 'reason', 'placed',
                'delta', jsonb_build_object('current', k, 'committed', 0),
                'after', jsonb_build_object('current', k * (k + 1) / 2, 'committed', 0)),
              jsonb_build_object('providerId', $1::text, 'actorType', 'user',
                'occurredAt', to_char(($2::timestamptz + k * interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
              $2::timestamptz + k * interval '1 day'
         FROM generate_series(1, $3) k, locations l, catalog_products p
        WHERE l.provider_id = $1::uuid AND p.provider_id = $1::uuid
        ORDER BY k, l.id, p.id`,
      [bench.providerId, start, PER_CELL],
    );
    await db.query(
      `INSERT INTO stock_ledger (event_id, provider_id, product_id, location_id, at, commit_position,
         prepare_position, event_type, order_id, order_type, actor_id, actor_type, delta_current,
         delta_committed, running_current, running_committed, effective_at)
       SELECT event_id, $1::uuid, (data->>'productId')::uuid, (data->>'locationId')::uuid,
              (metadata->>'occurredAt')::timestamptz, transaction_id::text::bigint, sequence,
              'placed', (data->>'orderId')::uuid, 'IN', NULL, 'user',
              (data->'delta'->>'current')::int, 0, (data->'after'->>'current')::int, 0,
              (metadata->>'occurredAt')::timestamptz
         FROM event_store_events WHERE type = 'StockChanged'`,
      [bench.providerId],
    );
    // The ledger's checkpoint where its projection would stand after applying them all: a
    // replay compares the ledger with the events up to there.
    const head = await store.headPosition();
    await db.query(
      `UPDATE projection_checkpoints SET commit_position = $2, prepare_position = $3
        WHERE name = $1`,
      [stockLedgerProjection.name, head.commit.toString(), head.prepare.toString()],
    );
    // A store at rest, as autovacuum leaves a table after a bulk insert: hint bits set and
    // the visibility map filled, so the first reader does not pay for the load.
    await db.query('VACUUM (ANALYZE) event_store_events');
    await db.query('VACUUM (ANALYZE) stock_ledger');
    process.stderr.write(`  loaded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);

    const moment = (i: number) =>
      encodeURIComponent(
        new Date(start.getTime() + (1 + (i % PER_CELL)) * DAY + 3600_000).toISOString(),
      );
    const { rows: someProducts } = await db.query<{ id: string }>(
      'SELECT id FROM catalog_products WHERE provider_id = $1 ORDER BY id LIMIT 200',
      [bench.providerId],
    );
    const lines = [
      await measureServer(
        bench,
        `inventory as of a moment, a page of 50 products x ${LOCATIONS} locations`,
        (i) => `${provider}/inventory?limit=50&offset=${(i % 200) * 50}&as_of=${moment(i)}`,
        100,
      ),
      await measureServer(
        bench,
        "ledger page (50 rows) of one product's history",
        (i) => `${provider}/stock/history?product_id=${someProducts[i % someProducts.length].id}`,
        100,
      ),
      await measureServer(
        bench,
        'ledger page (50 rows), whole provider, newest first',
        (i) => `${provider}/stock/history?offset=${(i % 20) * 50}`,
        100,
      ),
    ];
    const replayStarted = performance.now();
    const report = await replayStock(db, store, bench.providerId, new Date());
    const seconds = (performance.now() - replayStarted) / 1000;
    const rate = report.events / seconds;
    lines.push(
      `replay of ${report.events.toLocaleString('en-US')} raw events, the ledger checked page by page: ${seconds.toFixed(1)} s, ${Math.round(rate).toLocaleString('en-US')} events/s (target >= 150,000) ${rate >= 150_000 ? 'met' : 'NOT met'}; ${report.differences.length} differences, ledger ${report.ledger ? `row ${report.ledger.row} differs: ${report.ledger.reason}` : 'in commit order'}; value: ${report.value.checked.toLocaleString('en-US')} events valued against the projection, ${report.value.differences.length} differences`,
    );
    if (process.env.BENCH_REPLAY_COMPARE)
      lines.push(...replayFlags(bench.databaseUrl, bench.providerId));
    const postmaster = async () => {
      const {
        rows: [{ pid }],
      } = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      return parentOf(pid);
    };
    const other = process.env.BENCH_COMPARE;
    // Before the checkpoints: their new events have no ledger rows.
    if (other)
      lines.push(
        ...compareBuilds(other, await postmaster(), 'replay', [
          bench.databaseUrl,
          bench.providerId,
        ]),
      );
    const signed = await checkpoints(db, store, bench.providerId);
    lines.push(...signed.lines);
    if (other)
      lines.push(
        ...compareBuilds(other, await postmaster(), 'verify', [
          bench.databaseUrl,
          bench.providerId,
          ...signed.anchorFiles,
        ]),
      );
    console.log(
      `machine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; ${bench.origin}`,
    );
    console.log(`audit with ${report.events.toLocaleString('en-US')} stock events:`);
    for (const line of lines) console.log(`  ${line}`);
  } finally {
    await store.close();
    await db.close();
    await bench.close();
  }
}

/**
 * Signs the whole log (the first run after an upgrade), then NEW_EVENTS more (a periodic run),
 * and checks today's log against the first checkpoint with a consistency proof.
 */
async function checkpoints(db: Database, store: PostgresEventStore, providerId: string) {
  const files = auditFiles({
    DATA_DIR: mkdtempSync(join(os.tmpdir(), 'stockflow-bench-audit-')),
    AUDIT_SIGNING_KEY_FILE: undefined,
  });
  const key = loadOrCreateKey(files.keyFile);
  const timed = async <T>(work: () => Promise<T>) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const result = await work();
    const used = process.cpuUsage(cpu);
    return { result, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
  };
  const first = await timed(() => new Checkpointer(db, store, files, key).run());
  const count = first.result.signed[0]?.count ?? 0;
  const anchor = readFileSync(files.checkpointsFile, 'utf8');
  const anchorFile = join(files.dir, 'first-checkpoint.jsonl');
  writeFileSync(anchorFile, anchor);

  // NEW_EVENTS more changes of the first cells, as orders would write them; signed first by a
  // checkpointer that starts from the files (the costlier case: a process restart), then by
  // the same one again (a periodic run).
  const more = () =>
    db.query(
      `INSERT INTO event_store_events (event_id, stream_id, revision, type, data, metadata, created_at)
       SELECT gen_random_uuid(), stream_id, revision + 1, type,
              jsonb_set(jsonb_set(data, '{delta,current}', '1'), '{after,current}',
                to_jsonb((data #>> '{after,current}')::int + 1)),
              metadata, now()
         FROM (SELECT DISTINCT ON (stream_id) * FROM event_store_events
                WHERE type = 'StockChanged' ORDER BY stream_id, revision DESC LIMIT $1) last`,
      [NEW_EVENTS],
    );
  await more();
  const restarted = new Checkpointer(db, store, files, key);
  const periodic = await timed(() => restarted.run());
  await more();
  const steady = await timed(() => restarted.run());
  const perEventUs = (steady.cpuMs * 1000) / NEW_EVENTS;
  const share = (perEventUs * EVENTS_PER_ORDER) / (ORDER_CPU_MS * 1000);

  const verify = await timed(() =>
    verifyAnchored(store, providerId, {
      text: anchor,
      key,
      kept: readLeaves(leavesFile(files, providerId)),
    }),
  );
  const report = verify.result;
  const fine = !report.broken && report.extends?.verified;
  const bytes = report.extends?.proofBytes ?? Number.NaN;
  const lines = [
    `first checkpoint, signing all ${count.toLocaleString('en-US')} events: ${(first.ms / 1000).toFixed(1)} s, CPU ${(first.cpuMs / 1000).toFixed(1)} s (${((first.cpuMs * 1000) / Math.max(count, 1)).toFixed(1)} µs/event)`,
    `periodic checkpoint of ${NEW_EVENTS.toLocaleString('en-US')} new events by a restarted process (reads the files, counts the log): ${(periodic.ms / 1000).toFixed(2)} s, CPU ${(periodic.cpuMs / 1000).toFixed(2)} s`,
    `periodic checkpoint of ${NEW_EVENTS.toLocaleString('en-US')} new events, steady: ${steady.ms.toFixed(0)} ms, CPU ${perEventUs.toFixed(1)} µs/event; at ${EVENTS_PER_ORDER} events and ${ORDER_CPU_MS} ms of CPU an order, ${(share * 100).toFixed(2)} % added to order placement (target < 1 %) ${share < 0.01 ? 'met' : 'NOT met'}`,
    `verify against a checkpoint (verify-chain --anchor without the stored chain): ${report.events.toLocaleString('en-US')} events against the one of ${count.toLocaleString('en-US')}: ${(verify.ms / 1000).toFixed(1)} s (target < 15 s) ${verify.ms < 15_000 && fine ? 'met' : 'NOT met'}; consistency proof ${report.extends?.proofHashes} hashes, ${bytes} bytes (target < 10 KB) ${bytes < 10_000 ? 'met' : 'NOT met'}, ${fine ? 'verified' : 'FAILED'}`,
  ];
  return { lines, anchorFiles: [files.keyFile, anchorFile, leavesFile(files, providerId)] };
}

interface ChildRun {
  events: number;
  ms: number;
  cpuMs: number;
  agrees: boolean;
}

const AUDIT_CHILD = join('dist', 'bench', 'support', 'audit-child.js');

/** One audit pass in a child process, with the CPU the database server spent meanwhile. */
function runChild(
  root: string,
  flags: string[],
  args: string[],
  postmaster: number,
): ChildRun & { serverCpuMs: number } {
  const before = serverMs(postmaster);
  // BENCH_CHILD_FLAGS: more of node's flags for every child, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p".
  const more = process.env.BENCH_CHILD_FLAGS?.split(' ').filter(Boolean) ?? [];
  const out = execFileSync(
    process.execPath,
    [...flags, ...more, join(root, AUDIT_CHILD), ...args],
    {
      encoding: 'utf8',
    },
  );
  // The child's backends have ended; the postmaster counts them once it has reaped them.
  execFileSync('sleep', ['0.3']);
  return { ...(JSON.parse(out) as ChildRun), serverCpuMs: serverMs(postmaster) - before };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The replay and the verification against the first checkpoint, run by this build and by the
 * one built in `other` (a checkout with \`tsc -p tsconfig.bench.json\` run), in child
 * processes on the same database, alternating, BENCH_ROUNDS rounds (3): on a shared machine a
 * spike hits both. Each line gives the wall time, the child's CPU and the database server's
 * CPU an event, and the ratios of the medians (this build over the other).
 */
function compareBuilds(
  other: string,
  postmaster: number,
  mode: 'replay' | 'verify',
  args: string[],
): string[] {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const builds = [
    ['before', other],
    ['after', join(__dirname, '..', '..')],
  ] as const;
  const lines: string[] = [];
  {
    const runs: Record<string, (ChildRun & { serverCpuMs: number })[]> = { before: [], after: [] };
    for (let round = 0; round < rounds; round++)
      for (const [label, root] of round % 2 ? [...builds].reverse() : builds)
        runs[label].push(runChild(root, ['--max-semi-space-size=32'], [mode, ...args], postmaster));
    const us = (ms: number, events: number) => (ms * 1000) / events;
    const summary: Record<string, { ms: number; cpu: number; server: number }> = {};
    for (const [label] of builds) {
      const each = runs[label];
      const events = each[0].events;
      summary[label] = {
        ms: median(each.map((r) => r.ms)),
        cpu: median(each.map((r) => us(r.cpuMs, r.events))),
        server: median(each.map((r) => us(r.serverCpuMs, r.events))),
      };
      const figures = each.map(
        (r) =>
          `${(r.ms / 1000).toFixed(2)} s (${Math.round((r.events * 1000) / r.ms).toLocaleString('en-US')}/s), node ${us(r.cpuMs, r.events).toFixed(2)} µs, PostgreSQL ${us(r.serverCpuMs, r.events).toFixed(2)} µs${r.agrees ? '' : ' (FAILED)'}`,
      );
      lines.push(
        `${mode} of ${events.toLocaleString('en-US')} events, ${label} (${label === 'before' ? other : 'this build'}): ${figures.join('; ')}`,
      );
    }
    const { before, after } = summary;
    lines.push(
      `${mode}, after / before (medians): wall x${(after.ms / before.ms).toFixed(2)}, node CPU an event x${(after.cpu / before.cpu).toFixed(2)} (${before.cpu.toFixed(2)} -> ${after.cpu.toFixed(2)} µs), PostgreSQL CPU an event x${(after.server / before.server).toFixed(2)} (${before.server.toFixed(2)} -> ${after.server.toFixed(2)} µs)`,
    );
  }
  return lines;
}

/**
 * The replay in child processes on the same database, Node's default young generation against
 * the 32 MB semi-spaces `npm run cli` and this bench run with, alternating, three rounds each:
 * the replay allocates a few short-lived strings per event, and scavenges were most of its CPU.
 */
function replayFlags(databaseUrl: string, providerId: string): string[] {
  const child = join(__dirname, 'support', 'audit-child.js');
  const runs: Record<string, { ms: number; cpuMs: number; events: number; agrees: boolean }[]> = {};
  for (let round = 0; round < 3; round++)
    for (const flags of [[], ['--max-semi-space-size=32']]) {
      const out = execFileSync(
        process.execPath,
        [...flags, child, 'replay', databaseUrl, providerId],
        {
          encoding: 'utf8',
        },
      );
      const label = flags.join(' ') || 'default heap';
      runs[label] = [...(runs[label] ?? []), JSON.parse(out)];
    }
  return Object.entries(runs).map(([label, each]) => {
    const events = each[0].events;
    const figures = each.map(
      (run) =>
        `${(run.ms / 1000).toFixed(1)} s / CPU ${((run.cpuMs * 1000) / events).toFixed(1)} µs an event${run.agrees ? '' : ' (DISAGREES)'}`,
    );
    return `replay in a child process, ${label}: ${figures.join('; ')}`;
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
