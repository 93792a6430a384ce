/**
 * The PostgreSQL event store against the raw PostgreSQL ceiling for the same rows: appends from
 * 8 concurrent writers, and catch-up reads over a bulk-loaded log. See bench/README.md.
 *
 *   npm run bench:event-store
 *   BENCH_DATABASE_URL=postgres://user:pass@host:5432/postgres npm run bench:event-store
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { PoolClient } from 'pg';
import { migrations } from '../apps/api/composition';
import {
  Database,
  migrate,
  NewEvent,
  Position,
  PostgresEventStore,
  RecordedEvent,
  START,
} from '../modules/platform';
import { openServer } from './support/bench-database';

const WRITERS = 8;
const STREAMS_PER_WRITER = 100;
// The app's default pool size, for store and raw alike: the 8 writers plus room for the store's
// coalesced pg_notify, which is part of what an append costs.
const POOL_SIZE = 10;
// Store and raw take turns in slices, so that a load spike elsewhere on the machine hits both.
const APPEND_ROUNDS = 5;
const APPEND_TARGET = 0.5;
const READ_TARGET = 100_000;
const LOAD_CHUNKS = 10;
const DISTINCT_PAYLOADS = 4096;

function positiveNumberFromEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text.replace(/_/g, ''));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

const SECONDS = positiveNumberFromEnv('BENCH_SECONDS', 5);
const EVENTS = Math.max(1, Math.round(positiveNumberFromEnv('BENCH_EVENTS', 1_000_000)));

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const benchStarted = performance.now();
const progress = (line: string) =>
  process.stderr.write(
    `  [${((performance.now() - benchStarted) / 1000).toFixed(1).padStart(5)} s] ${line}\n`,
  );

// ---------------------------------------------------------------------------------------------
// Server

// The raw ceiling: the event table's columns, defaults and identity, but nothing but a primary
// key on the identity column (no unique indexes, no function, no stream table).
const RAW_TABLE = `
  CREATE TABLE raw_events (LIKE event_store_events INCLUDING DEFAULTS INCLUDING IDENTITY);
  ALTER TABLE raw_events ADD PRIMARY KEY (sequence)`;

// ---------------------------------------------------------------------------------------------
// Appends

const EVENT_TYPES = ['StockReceived', 'StockReserved', 'StockReleased', 'StockAdjusted'];
const REASONS = ['purchase order received', 'cycle count correction', 'order reservation'];

/** A stock event of the size the app writes: ~200 bytes of data, ids in the metadata. */
function stockEvent(writer: number, n: number): NewEvent {
  return {
    id: randomUUID(),
    type: EVENT_TYPES[n % EVENT_TYPES.length],
    data: {
      sku: `SKU-${String((writer * 7919 + n) % 100_000).padStart(6, '0')}`,
      locationId: `loc-${writer}-${n % 12}`,
      quantity: (n % 40) + 1,
      unitCost: { amount: '12.50', currency: 'EUR' },
      orderId: randomUUID(),
      reason: REASONS[n % REASONS.length],
      lot: `LOT-2026-${String(n % 1000).padStart(4, '0')}`,
    },
    metadata: {
      correlationId: randomUUID(),
      causationId: randomUUID(),
      actorId: randomUUID(),
      actorType: 'user',
      occurredAt: new Date().toISOString(),
    },
  };
}

/** Writes one batch for one writer and says how many events it wrote. */
type Step = () => Promise<number>;

class AppendMeter {
  events = 0;
  errors = 0;
  millis = 0;
  private readonly latencies: number[] = [];

  constructor(readonly steps: Step[]) {}

  /** All writers run their step in a loop for `seconds`. */
  async run(seconds: number): Promise<void> {
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      this.steps.map(async (step) => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          try {
            // Not `this.events += await step()`, which reads the total before the await and
            // loses the other writers' updates.
            const written = await step();
            this.events += written;
            this.latencies.push(performance.now() - t0);
          } catch (error) {
            // Never expected (each writer owns its streams): counted and shown, not fatal.
            if (this.errors++ === 0) progress(`first append error: ${(error as Error).message}`);
          }
        }
      }),
    );
    this.millis += performance.now() - started;
  }

  get perSecond(): number {
    return this.events / (this.millis / 1000);
  }

  percentile(p: number): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
  }
}

interface WriterStream {
  id: string;
  /** Last revision written; -1 before the first append. */
  revision: bigint;
}

function writerStreams(tag: string, writer: number): WriterStream[] {
  return Array.from({ length: STREAMS_PER_WRITER }, (_, i) => ({
    id: `bench-${tag}-w${writer}-s${i}`,
    revision: -1n,
  }));
}

function storeSteps(store: PostgresEventStore, batch: number): Step[] {
  return Array.from({ length: WRITERS }, (_, writer) => {
    const streams = writerStreams(`store-b${batch}`, writer);
    let n = 0;
    return async () => {
      const stream = streams[n % streams.length];
      const events = Array.from({ length: batch }, () => stockEvent(writer, n++));
      // The exact expected revision, so every append goes through the concurrency check.
      const result = await store.append(stream.id, events, {
        expectedRevision: stream.revision < 0n ? 'no_stream' : stream.revision,
      });
      stream.revision = result.nextExpectedRevision;
      return batch;
    };
  });
}

function rawSteps(db: Database, batch: number): Step[] {
  const columns = 6;
  const tuples = Array.from(
    { length: batch },
    (_, row) =>
      `(${Array.from({ length: columns }, (_, col) => `$${row * columns + col + 1}`).join(', ')})`,
  );
  const sql = `INSERT INTO raw_events (event_id, stream_id, revision, type, data, metadata)
               VALUES ${tuples.join(', ')}`;
  return Array.from({ length: WRITERS }, (_, writer) => {
    const streams = writerStreams(`raw-b${batch}`, writer);
    let n = 0;
    return async () => {
      const stream = streams[n % streams.length];
      const values: unknown[] = [];
      for (let i = 0; i < batch; i++) {
        const event = stockEvent(writer, n++);
        stream.revision += 1n;
        values.push(
          event.id,
          stream.id,
          stream.revision.toString(),
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata ?? {}),
        );
      }
      await db.query(sql, values);
      return batch;
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Bulk load

/**
 * EVENTS events in LOAD_CHUNKS statements, and the same rows in raw_events. Streams of 10 events
 * with revisions 0..9 in log order; jsonb of the same shape and size as the appended events,
 * drawn from DISTINCT_PAYLOADS generated ones (generating 5 random uuids and 2 jsonb objects per
 * row would triple the load time; a reader pays per byte, not per distinct value). Each chunk
 * is one transaction, so its rows share a transaction id: readers scan the same
 * (transaction_id, sequence) index range either way.
 */
async function bulkLoad(db: Database): Promise<void> {
  await db.query('TRUNCATE event_store_events, event_store_streams, raw_events RESTART IDENTITY');
  const streams = Math.max(1, Math.floor(EVENTS / 10));
  const chunk = Math.ceil(EVENTS / LOAD_CHUNKS);
  const loader = await db.pool.connect();
  const copier = await db.pool.connect();
  try {
    // Building the unique indexes once from sorted input is several times cheaper than a
    // million random-order inserts into them; they are put back exactly as the migration made them.
    const { rows: uniques } = await loader.query<{ name: string; definition: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conrelid = 'event_store_events'::regclass AND contype = 'u'`,
    );
    for (const { name } of uniques) {
      await loader.query(`ALTER TABLE event_store_events DROP CONSTRAINT ${name}`);
    }
    await loader.query(
      `CREATE TEMP TABLE bench_payloads AS
       SELECT i,
              jsonb_build_object(
                'sku', 'SKU-' || lpad((i * 7919 % 100000)::text, 6, '0'),
                'locationId', 'loc-' || (i % 8) || '-' || (i % 12),
                'quantity', 1 + i % 40,
                'unitCost', jsonb_build_object('amount', '12.50', 'currency', 'EUR'),
                'orderId', gen_random_uuid(),
                'reason', ($2::text[])[1 + i % 3],
                'lot', 'LOT-2026-' || lpad((i % 1000)::text, 4, '0')) AS data,
              jsonb_build_object(
                'correlationId', gen_random_uuid(),
                'causationId', gen_random_uuid(),
                'actorId', gen_random_uuid(),
                'actorType', 'user',
                'occurredAt', to_char(timestamptz '2026-01-01' + i * interval '1 s',
                                      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS metadata
         FROM generate_series(0, $1::int - 1) AS i`,
      [DISTINCT_PAYLOADS, REASONS],
    );

    // The raw copy of chunk k runs on the second connection while chunk k+1 is generated.
    let copying: Promise<unknown> = Promise.resolve();
    for (let from = 0; from < EVENTS; from += chunk) {
      const to = Math.min(EVENTS, from + chunk) - 1;
      const {
        rows: [{ first, last }],
      } = await loader.query<{ first: bigint; last: bigint }>(
        `WITH written AS (
           INSERT INTO event_store_events
                  (event_id, stream_id, revision, type, data, metadata, created_at)
           SELECT gen_random_uuid(),
                  'stock-' || lpad((g % $3)::text, 7, '0'),
                  g / $3,
                  ($4::text[])[1 + (g / $3 + g) % 4],
                  p.data,
                  p.metadata,
                  timestamptz '2026-01-01' + g * interval '25 ms'
             FROM generate_series($1::bigint, $2::bigint) AS g
             JOIN bench_payloads p ON p.i = g % $5
            ORDER BY g
           RETURNING sequence)
         SELECT min(sequence) AS first, max(sequence) AS last FROM written`,
        [from, to, streams, EVENT_TYPES, DISTINCT_PAYLOADS],
      );
      await copying;
      copying = copier.query(
        `INSERT INTO raw_events
                (transaction_id, event_id, stream_id, revision, type, data, metadata, created_at)
         SELECT transaction_id, event_id, stream_id, revision, type, data, metadata, created_at
           FROM event_store_events WHERE sequence BETWEEN $1 AND $2
          ORDER BY transaction_id, sequence`,
        [first.toString(), last.toString()],
      );
      progress(`loaded ${fmt(to + 1)} / ${fmt(EVENTS)} events`);
    }
    await copying;
    await loader.query('DROP TABLE bench_payloads');

    progress('rebuilding unique indexes, VACUUM ANALYZE');
    // Sets hint bits and the visibility map now, not during the first measured read.
    await Promise.all([
      (async () => {
        await loader.query(`SET maintenance_work_mem = '256MB'`);
        for (const { name, definition } of uniques) {
          await loader.query(`ALTER TABLE event_store_events ADD CONSTRAINT ${name} ${definition}`);
        }
        await loader.query('VACUUM ANALYZE event_store_events');
      })(),
      (async () => {
        await copier.query('VACUUM ANALYZE raw_events');
        await copier.query(
          `INSERT INTO event_store_streams (stream_id, revision)
           SELECT stream_id, max(revision) FROM event_store_events GROUP BY stream_id`,
        );
        await copier.query('VACUUM ANALYZE event_store_streams');
      })(),
    ]);
    // The load wrote gigabytes of WAL: checkpoint now rather than during a measurement.
    await loader.query('CHECKPOINT').catch(() => progress('CHECKPOINT not allowed, skipped'));
  } finally {
    loader.release();
    copier.release();
  }
}

// ---------------------------------------------------------------------------------------------
// Reads

/** A reader that fetches one page per turn; the time spent in its turns is what it is measured by. */
class PageMeter {
  events = 0;
  millis = 0;
  done = false;

  constructor(private readonly readPage: () => Promise<{ events: number; last: boolean }>) {}

  async turn(): Promise<void> {
    if (this.done) return;
    const t0 = performance.now();
    const page = await this.readPage();
    this.millis += performance.now() - t0;
    this.events += page.events;
    this.done = page.last;
  }

  get perSecond(): number {
    return this.events / (this.millis / 1000);
  }
}

function storeReader(store: PostgresEventStore, pageSize: number): PageMeter {
  let after: Position = START;
  return new PageMeter(async () => {
    const page = await store.readAll({ after, maxCount: pageSize });
    after = page.scannedTo;
    return { events: page.events.length, last: page.events.length < pageSize };
  });
}

function subscriber(
  iterator: AsyncIterator<RecordedEvent>,
  pageSize: number,
  seen: { count: number },
): PageMeter {
  // Pulls one page's worth of events per turn; the subscription reads nothing ahead. Each
  // event is decoded whole (data, metadata, time), like a consumer that uses every event and
  // like the raw reader, whose driver decodes every column.
  return new PageMeter(async () => {
    let events = 0;
    while (events < pageSize && seen.count < EVENTS) {
      const next = await iterator.next();
      if (next.done) break;
      const event = next.value;
      if (event.data === undefined || !event.metadata || Number.isNaN(event.createdAt.getTime())) {
        throw new Error(`Event ${event.id} did not decode`);
      }
      events++;
      seen.count++;
    }
    return { events, last: seen.count >= EVENTS || events < pageSize };
  });
}

function rawReader(db: Database, pageSize: number): PageMeter {
  let after = 0n;
  return new PageMeter(async () => {
    const { rows } = await db.query<{ sequence: bigint }>(
      `SELECT event_id, type, data, metadata, stream_id, revision, transaction_id, sequence,
              created_at
         FROM raw_events WHERE sequence > $1 ORDER BY sequence LIMIT $2`,
      [after.toString(), pageSize],
    );
    if (rows.length > 0) after = rows[rows.length - 1].sequence;
    return { events: rows.length, last: rows.length < pageSize };
  });
}

/**
 * The readers take turns page by page until all have read everything, each round starting with
 * the next one, so that neither a load spike nor the garbage one leaves for the next is
 * charged to the same reader every time.
 */
async function interleave(meters: PageMeter[]): Promise<void> {
  for (let round = 0; meters.some((m) => !m.done); round++) {
    for (let i = 0; i < meters.length; i++) await meters[(round + i) % meters.length].turn();
  }
  for (const meter of meters) {
    if (meter.events !== EVENTS)
      throw new Error(`A reader saw ${meter.events} of ${EVENTS} events`);
  }
}

// ---------------------------------------------------------------------------------------------
// Report

interface Line {
  kind: string;
  variant: string;
  store: number;
  raw: number;
  target: string;
  pass: boolean;
}

function table(lines: Line[]): string {
  const rows = lines.map((l) => [
    l.kind,
    l.variant,
    'store',
    `${fmt(l.store)} ev/s`,
    'raw',
    `${fmt(l.raw)} ev/s`,
    `${Math.round((100 * l.store) / l.raw)}%`,
    `(target ${l.target})`,
    l.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  const rightAligned = new Set([3, 5, 6]);
  return rows
    .map((row) =>
      row
        .map((cell, col) =>
          rightAligned.has(col) ? cell.padStart(widths[col]) : cell.padEnd(widths[col]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function main(): Promise<void> {
  const sample = stockEvent(0, 0);
  const dataBytes = JSON.stringify(sample.data).length;
  const metadataBytes = JSON.stringify(sample.metadata).length;
  progress(`starting PostgreSQL (${process.env.BENCH_DATABASE_URL ? 'external' : 'embedded'})`);
  const server = await openServer();
  const cleanups: Array<() => Promise<unknown>> = [() => server.stop()];
  const cleanup = async () => {
    for (const step of cleanups.splice(0).reverse()) await step().catch(() => undefined);
  };
  const onSignal = () => {
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const db = new Database(server.url, POOL_SIZE);
    cleanups.push(() => db.close());
    const store = new PostgresEventStore(db);
    cleanups.push(() => store.close());
    await migrate(db, migrations);
    await db.query(RAW_TABLE);
    const {
      rows: [{ server_version: version }],
    } = await db.query<{ server_version: string }>('SHOW server_version');
    // Open every pooled connection before the clock starts.
    const clients: PoolClient[] = await Promise.all(
      Array.from({ length: POOL_SIZE }, () => db.pool.connect()),
    );
    for (const client of clients) client.release();

    progress(`bulk-loading ${fmt(EVENTS)} events into both tables`);
    const loadStarted = performance.now();
    await bulkLoad(db);
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    progress('reading with pages of 1000: readAll, subscribeToAll and raw, page by page in turn');
    const controller = new AbortController();
    const subscription = store
      .subscribeToAll({ batchSize: 1000, signal: controller.signal })
      [Symbol.asyncIterator]();
    const read1000 = storeReader(store, 1000);
    const catchUp = subscriber(subscription, 1000, { count: 0 });
    const raw1000 = rawReader(db, 1000);
    try {
      await interleave([read1000, catchUp, raw1000]);
    } finally {
      controller.abort();
      await subscription.return?.();
    }
    progress('reading with pages of 5000: readAll and raw, page by page in turn');
    const read5000 = storeReader(store, 5000);
    const raw5000 = rawReader(db, 5000);
    await interleave([read5000, raw5000]);

    // Appends go to the store just read, BENCH_EVENTS deep, and so does raw: the planner has
    // statistics (on a never-analyzed event table the append function's duplicate check plans
    // a sequential scan until autovacuum runs), and uuid inserts land in a full-sized index.
    const appends: Array<{ batch: number; store: AppendMeter; raw: AppendMeter }> = [];
    for (const batch of [1, 10]) {
      progress(
        `append batch ${batch}: store and raw, ${SECONDS} s each, in ${APPEND_ROUNDS} turns`,
      );
      const storeMeter = new AppendMeter(storeSteps(store, batch));
      const rawMeter = new AppendMeter(rawSteps(db, batch));
      for (let round = 0; round < APPEND_ROUNDS; round++) {
        await storeMeter.run(SECONDS / APPEND_ROUNDS);
        await rawMeter.run(SECONDS / APPEND_ROUNDS);
      }
      appends.push({ batch, store: storeMeter, raw: rawMeter });
    }

    const readLine = (kind: string, variant: string, s: PageMeter, r: PageMeter): Line => ({
      kind,
      variant,
      store: s.perSecond,
      raw: r.perSecond,
      target: '>= 100,000 ev/s',
      pass: s.perSecond >= READ_TARGET,
    });
    const lines: Line[] = [
      ...appends.map(
        (a): Line => ({
          kind: 'append',
          variant: `batch ${a.batch}`,
          store: a.store.perSecond,
          raw: a.raw.perSecond,
          target: '>= 50% of raw',
          pass: a.store.perSecond >= APPEND_TARGET * a.raw.perSecond,
        }),
      ),
      readLine('read', 'page 1000 (decoded on use)', read1000, raw1000),
      readLine('read', 'page 5000 (decoded on use)', read5000, raw5000),
      readLine('subscribe', 'catch-up, all decoded', catchUp, raw1000),
    ];

    const cpus = os.cpus();
    const ms = (n: number) => n.toFixed(1);
    console.log('');
    console.log(
      `Event store benchmark (PostgreSQL ${version.split(' ')[0]}, ${WRITERS} writers, ` +
        `${SECONDS} s each, ${fmt(EVENTS)} events)`,
    );
    console.log(
      `machine: ${os.platform()} ${os.arch()}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? '?'}), ` +
        `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, load average ${os.loadavg()[0].toFixed(1)}, ` +
        `node ${process.version}; ${server.origin}`,
    );
    console.log(
      `events: ~${dataBytes} B data + ~${metadataBytes} B metadata, uuid ids; ` +
        `${STREAMS_PER_WRITER} streams per writer with the exact expected revision; pool of ${POOL_SIZE}`,
    );
    console.log('');
    console.log(table(lines));
    console.log('');
    for (const a of appends) {
      const errors = a.store.errors + a.raw.errors;
      console.log(
        `append batch ${a.batch}: latency p50/p99 store ${ms(a.store.percentile(50))}/` +
          `${ms(a.store.percentile(99))} ms, raw ${ms(a.raw.percentile(50))}/${ms(a.raw.percentile(99))} ms; ` +
          `${fmt(a.store.events)} and ${fmt(a.raw.events)} events` +
          (errors > 0 ? `; ERRORS store ${a.store.errors}, raw ${a.raw.errors}` : ''),
      );
    }
    const perPage = (m: PageMeter, size: number) => ms(m.millis / Math.ceil(m.events / size));
    console.log(
      `read: ms per page of 1000 store ${perPage(read1000, 1000)}, subscribe ${perPage(catchUp, 1000)}, ` +
        `raw ${perPage(raw1000, 1000)}; of 5000 store ${perPage(read5000, 5000)}, raw ${perPage(raw5000, 5000)}`,
    );
    console.log(
      `bulk load of ${fmt(EVENTS)} events into both tables (indexes, VACUUM ANALYZE): ` +
        `${loadSeconds.toFixed(1)} s; whole run ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`,
    );
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
