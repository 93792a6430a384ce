import { ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { NewEvent } from '../event-store/event-store.port';
import { comparePositions } from '../event-store/position';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { createTestDatabase, eventually, TestDatabase } from '../testing';
import { countingProjection } from '../testing/counting-projection';
import { readCheckpoints } from './checkpoints';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { rebuildProjection, verifyProjection } from './projection-tables';
import { ProjectionWaiter } from './read-your-writes';

const counted = (n: number): NewEvent => ({ id: randomUUID(), type: 'Counted', data: { n } });

/** A read model that does not exist yet is a condition not met yet. */
const until = (condition: () => Promise<boolean>, timeoutMs = 10_000) =>
  eventually(condition, { timeoutMs });

describe('projection engine', () => {
  let test: TestDatabase;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];
  let child: ChildProcess | undefined;

  beforeEach(async () => {
    test = await createTestDatabase();
    store = new PostgresEventStore(test.db, { pollMs: 20 });
  });
  afterEach(async () => {
    child?.kill('SIGKILL');
    child = undefined;
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await store.close();
    await test.drop();
  });

  function runner(projection = countingProjection(), batchSize = 50) {
    const r = new ProjectionRunner(test.db, store, [projection], {
      batchSize,
      pollMs: 20,
      standbyRetryMs: 50,
    });
    runners.push(r);
    return r;
  }

  /** A running group of a healthy counting projection and a "flaky" one. */
  async function groupWithFlaky(flaky: Parameters<typeof countingProjection>[0]) {
    const r = new ProjectionRunner(
      test.db,
      store,
      [countingProjection(), countingProjection({ name: 'flaky', prefix: 'flaky_', ...flaky })],
      { batchSize: 50, pollMs: 20, standbyRetryMs: 50 },
    );
    runners.push(r);
    r.start();
    await until(async () => r.status().every((s) => s.state === 'running'));
    return r;
  }

  async function appendCounted(count: number, streams = 4): Promise<void> {
    for (let i = 0; i < count; i += 10) {
      await store.append(
        `counter-${(i / 10) % streams}`,
        Array.from({ length: Math.min(10, count - i) }, (_, k) => counted(i + k)),
      );
    }
  }

  const appliedCount = async (table = 'applied_events') =>
    (await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
  const duplicates = async (table = 'applied_events') =>
    (
      await test.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT event_id FROM ${table} GROUP BY event_id HAVING count(*) > 1) d`,
      )
    ).rows[0].n;
  const eventsUpToCheckpoint = async (name = 'counting') => {
    const [checkpoint] = await readCheckpoints(test.db, [name]);
    const { events } = await store.readAll({ until: checkpoint.position, maxCount: 100_000 });
    return events.filter((e) => e.type === 'Counted').length;
  };

  it('builds a dozen new projections on a pool of two connections, one after another, and the pool still serves', async () => {
    const small = await createTestDatabase(2);
    const smallStore = new PostgresEventStore(small.db, { pollMs: 20 });
    try {
      await smallStore.append('counter-0', [counted(1), counted(2)]);
      const projections = Array.from({ length: 12 }, (_, i) =>
        countingProjection({ name: `count_${i}`, prefix: `c${i}_` }),
      );
      const r = new ProjectionRunner(small.db, smallStore, projections, {
        pollMs: 20,
        standbyRetryMs: 50,
      });
      runners.push(r);
      r.start();
      // Built at once, each build's last step held a connection and waited for another.
      await until(async () => r.status().every((s) => s.state === 'running'), 20_000);
      await small.db.ping();
      for (const p of projections) expect(p.handled).toBeGreaterThanOrEqual(2);
      await r.stop();
    } finally {
      await smallStore.close();
      await small.drop();
    }
  });

  it('projects every event once, then follows new ones live', async () => {
    await appendCounted(120);
    const r = runner();
    r.start();
    await until(async () => (await appliedCount().catch(() => 0)) === 120);
    await appendCounted(30);
    await until(async () => (await appliedCount()) === 150);
    expect(await duplicates()).toBe(0);
    const { rows } = await test.db.query('SELECT sum(events)::int AS n FROM stream_totals');
    expect(rows[0].n).toBe(150);
    expect(r.status()[0]).toMatchObject({ name: 'counting', state: 'running' });
  });

  it('moves its checkpoint past events of types it does not handle', async () => {
    const r = runner();
    r.start();
    const { position } = await store.append('other', [
      { id: randomUUID(), type: 'Unrelated', data: {} },
    ]);
    await until(async () => {
      const [c] = await readCheckpoints(test.db, ['counting']);
      return !!c && comparePositions(c.position, position) >= 0;
    });
    expect(await appliedCount()).toBe(0);
  });

  it('rolls back a page whose handler throws, then resumes without loss or double application', async () => {
    let broken = true;
    const projection = countingProjection({ fail: (n) => broken && n === 75 });
    const r = runner(projection, 50);
    r.start();
    await until(async () => r.status()[0].state === 'running');
    // One append: all 100 become visible at once, so the pages are 0-49 and 50-99.
    await store.append(
      'counter-0',
      Array.from({ length: 100 }, (_, n) => counted(n)),
    );
    await until(async () => r.status()[0].state === 'failing');
    // The first page (0-49) committed; the second (50-99) threw at 75 and left nothing behind.
    expect(await appliedCount()).toBe(50);
    expect(await eventsUpToCheckpoint()).toBe(50);

    broken = false;
    await until(async () => (await appliedCount()) === 100, 15_000);
    expect(await duplicates()).toBe(0);
    expect(r.status()[0].state).toBe('running');
  });

  it('applies a page to all its projections in one transaction, with all their checkpoints', async () => {
    const r = new ProjectionRunner(
      test.db,
      store,
      [countingProjection(), countingProjection({ name: 'recounting', prefix: 're_' })],
      { batchSize: 50, pollMs: 20, standbyRetryMs: 50 },
    );
    runners.push(r);
    r.start();
    await until(async () => r.status().every((s) => s.state === 'running'));
    const { position } = await store.append(
      'counter-0',
      Array.from({ length: 10 }, (_, n) => counted(n)),
    );
    await until(
      async () => (await appliedCount()) === 10 && (await appliedCount('re_applied_events')) === 10,
    );
    const { rows } = await test.db.query<{ saved: Date }>(
      'SELECT DISTINCT updated_at AS saved FROM projection_checkpoints',
    );
    // now() is the transaction's start: one value means one transaction saved both.
    expect(rows).toHaveLength(1);
    const checkpoints = await readCheckpoints(test.db);
    expect(checkpoints.map((c) => comparePositions(c.position, position) >= 0)).toEqual([
      true,
      true,
    ]);
  });

  it('applies a long page in two transactions side by side, each with its projections, and a short one in one', async () => {
    const first = countingProjection();
    const second = countingProjection({ name: 'recounting', prefix: 're_' });
    // The transaction each applied a page in, by the page's size.
    const seen: { which: string; events: number; xid: string }[] = [];
    let secondStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      secondStarted = resolve;
    });
    for (const [projection, which] of [
      [first, 'first'],
      [second, 'second'],
    ] as const) {
      const apply = projection.apply.bind(projection);
      projection.apply = async (events, tx) => {
        const { rows } = await tx.query<{ xid: string }>(
          'SELECT pg_current_xact_id()::text AS xid',
        );
        seen.push({ which, events: events.length, xid: rows[0].xid });
        // On a long page the first waits, inside its transaction, for the second to begin.
        if (events.length >= 200) {
          if (which === 'second') secondStarted();
          else await started;
        }
        await apply(events, tx);
      };
    }
    const r = new ProjectionRunner(test.db, store, [first, second], {
      batchSize: 500,
      pollMs: 20,
      standbyRetryMs: 50,
    });
    runners.push(r);
    r.start();
    await until(async () => r.status().every((s) => s.state === 'running'));
    await store.append(
      'counter-0',
      Array.from({ length: 300 }, (_, n) => counted(n)),
    );
    await until(
      async () =>
        (await appliedCount()) === 300 && (await appliedCount('re_applied_events')) === 300,
    );
    const long = seen.filter((s) => s.events === 300);
    expect(long.map((s) => s.which).sort()).toEqual(['first', 'second']);
    expect(long[0].xid).not.toBe(long[1].xid);
    await store.append(
      'counter-1',
      Array.from({ length: 10 }, (_, n) => counted(n)),
    );
    await until(async () => (await appliedCount()) === 310);
    await until(async () => (await appliedCount('re_applied_events')) === 310);
    const short = seen.filter((s) => s.events === 10);
    expect(short).toHaveLength(2);
    expect(short[0].xid).toBe(short[1].xid);
    expect(await duplicates()).toBe(0);
    expect(await duplicates('re_applied_events')).toBe(0);
  });

  /**
   * Two counting projections as one group, each `apply` wrapped by `wrap`; runs until both have
   * applied ten events.
   */
  async function applyTenTogether(
    wrap: (apply: Projection['apply'], which: 'first' | 'second') => Projection['apply'],
  ) {
    const first = countingProjection();
    const second = countingProjection({ name: 'recounting', prefix: 're_' });
    first.apply = wrap(first.apply.bind(first), 'first');
    second.apply = wrap(second.apply.bind(second), 'second');
    const r = new ProjectionRunner(test.db, store, [first, second], {
      batchSize: 50,
      pollMs: 20,
      standbyRetryMs: 50,
    });
    runners.push(r);
    r.start();
    await until(async () => r.status().every((s) => s.state === 'running'));
    await appendCounted(10);
    await until(
      async () => (await appliedCount()) === 10 && (await appliedCount('re_applied_events')) === 10,
    );
  }

  it("sends a page to all of its group's projections at once, not one after another", async () => {
    // The first waits, inside its apply, until the second has started its own: applied one
    // after another the page would never commit.
    let secondStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      secondStarted = resolve;
    });
    await applyTenTogether((apply, which) =>
      which === 'first'
        ? async (events, tx) => {
            await started;
            await apply(events, tx);
          }
        : async (events, tx) => {
            secondStarted();
            await apply(events, tx);
          },
    );
    expect(await duplicates()).toBe(0);
  });

  it('never asks a connection for a statement while it still runs one, its group applying together', async () => {
    // node-postgres deprecates a query asked of a client still running one (pg 9 refuses it).
    // Every client of the process is watched: the most statements each had running at once.
    const running = new WeakMap<Client, number>();
    let mostAtOnce = 0;
    const query = Client.prototype.query;
    Client.prototype.query = function (this: Client, ...args: unknown[]) {
      const now = (running.get(this) ?? 0) + 1;
      running.set(this, now);
      mostAtOnce = Math.max(mostAtOnce, now);
      const settled = () => running.set(this, (running.get(this) ?? 1) - 1);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function')
        args[last] = (...result: unknown[]) => {
          settled();
          return callback(...result);
        };
      const answer = (query as (...a: unknown[]) => unknown).apply(this, args);
      if (typeof callback !== 'function' && answer instanceof Promise)
        answer.then(settled, settled);
      return answer;
    } as typeof Client.prototype.query;
    try {
      // The second starts its statement while the first's runs.
      let firstSent!: () => void;
      const sent = new Promise<void>((resolve) => {
        firstSent = resolve;
      });
      await applyTenTogether((apply, which) =>
        which === 'first'
          ? async (events, tx) => {
              const applying = apply(events, tx);
              firstSent();
              await applying;
            }
          : async (events, tx) => {
              await sent;
              await apply(events, tx);
            },
      );
    } finally {
      Client.prototype.query = query;
    }
    expect(mostAtOnce).toBe(1);
  });

  it('lets the others of its group go on while one projection fails a page, then catches it up', async () => {
    let broken = true;
    const r = await groupWithFlaky({ fail: (n) => broken && n === 15 });
    await store.append(
      'counter-0',
      Array.from({ length: 10 }, (_, n) => counted(n)),
    );
    await until(async () => (await appliedCount('flaky_applied_events')) === 10);
    await store.append(
      'counter-0',
      Array.from({ length: 10 }, (_, n) => counted(10 + n)),
    );
    await until(async () => r.status().find((s) => s.name === 'flaky')?.state === 'failing');
    await appendCounted(20);

    // The healthy one applied every page; the failing page left nothing in the other.
    await until(async () => (await appliedCount()) === 40);
    expect(await appliedCount('flaky_applied_events')).toBe(10);
    expect(await eventsUpToCheckpoint('flaky')).toBe(10);

    broken = false;
    await until(async () => (await appliedCount('flaky_applied_events')) === 40, 15_000);
    expect(await duplicates()).toBe(0);
    expect(await duplicates('flaky_applied_events')).toBe(0);
    expect(r.status().map((s) => s.state)).toEqual(['running', 'running']);
  });

  it('lets the others of its group go on while PostgreSQL refuses a write of one projection', async () => {
    let broken = true;
    const r = await groupWithFlaky({ badWrite: (n) => broken && n === 15 });
    await store.append(
      'counter-0',
      Array.from({ length: 20 }, (_, n) => counted(n)),
    );
    await until(async () => r.status().find((s) => s.name === 'flaky')?.state === 'failing');
    expect(r.status().find((s) => s.name === 'flaky')?.lastError).toMatch(/null value/);
    await until(async () => (await appliedCount()) === 20);
    expect(await appliedCount('flaky_applied_events')).toBe(0);

    broken = false;
    await until(async () => (await appliedCount('flaky_applied_events')) === 20, 15_000);
    expect(await duplicates('flaky_applied_events')).toBe(0);
    expect(r.status().map((s) => s.state)).toEqual(['running', 'running']);
  });

  it('keeps read model and checkpoint consistent when its process is killed mid-page', async () => {
    child = spawn(
      process.execPath,
      [
        join(__dirname, '../../../node_modules/tsx/dist/cli.mjs'),
        join(__dirname, '../testing/projection-child.ts'),
        test.url,
      ],
      { stdio: 'ignore' },
    );
    const exited = new Promise((resolve) => child!.on('exit', resolve));
    await until(async () => (await readCheckpoints(test.db, ['counting'])).length === 1, 20_000);
    await appendCounted(400);
    await until(async () => (await appliedCount()) >= 120, 20_000);
    child.kill('SIGKILL');
    await exited;

    const applied = await appliedCount();
    expect(applied).toBeGreaterThan(0);
    expect(applied).toBeLessThan(400);
    // What the read model holds is exactly what the checkpoint says was applied.
    expect(applied).toBe(await eventsUpToCheckpoint());

    const r = runner();
    r.start();
    await until(async () => (await appliedCount()) === 400, 15_000);
    expect(await duplicates()).toBe(0);
  }, 40_000);

  it('runs a projection in one runner at a time, and another takes over when it stops', async () => {
    await appendCounted(60);
    const first = runner();
    const second = runner();
    first.start();
    await until(async () => first.status()[0].state === 'running');
    second.start();
    await until(async () => second.status()[0].state === 'standby');
    await until(async () => (await appliedCount()) === 60);

    await first.stop();
    await until(async () => second.status()[0].state === 'running');
    await appendCounted(40);
    await until(async () => (await appliedCount()) === 100);
    expect(await duplicates()).toBe(0);
  });

  it('rebuilds into fresh tables and swaps them in while the live runner goes on', async () => {
    await appendCounted(200);
    const projection = countingProjection();
    const r = runner(projection);
    r.start();
    await until(async () => (await appliedCount()) === 200);
    await test.db.query('UPDATE stream_totals SET total = -1'); // damage the read model

    const appending = appendCounted(100);
    const progress: number[] = [];
    await rebuildProjection(test.db, store, projection, (p) => progress.push(p.processed));
    await appending;
    await until(async () => (await appliedCount()) === 300);

    expect(await duplicates()).toBe(0);
    const { rows } = await test.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM stream_totals WHERE total < 0',
    );
    expect(rows[0].n).toBe(0);
    expect(progress.at(-1)).toBeGreaterThanOrEqual(200);
  });

  it('verifies the live read model against a rebuild, and names the rows that differ', async () => {
    await appendCounted(80);
    const projection = countingProjection();
    const r = runner(projection);
    r.start();
    await until(async () => (await appliedCount()) === 80);
    expect(await verifyProjection(test.db, store, projection)).toEqual([]);

    await test.db.query(`UPDATE stream_totals SET total = total + 1 WHERE stream_id = 'counter-0'`);
    const differences = await verifyProjection(test.db, store, projection);
    expect(differences).toHaveLength(2);
    expect(differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table: 'stream_totals', kind: 'missing' }),
        expect.objectContaining({ table: 'stream_totals', kind: 'unexpected' }),
      ]),
    );
    const unexpected = differences.find((d) => d.kind === 'unexpected')!;
    const missing = differences.find((d) => d.kind === 'missing')!;
    expect(Number(unexpected.row.total)).toBe(Number(missing.row.total) + 1);
  });

  it('rebuilds by itself when the projection version changes', async () => {
    await appendCounted(30);
    const v1 = runner(countingProjection({ version: 1 }));
    v1.start();
    await until(async () => (await appliedCount()) === 30);
    await v1.stop();
    await test.db.query('DELETE FROM applied_events WHERE n < 10');

    const v2 = runner(countingProjection({ version: 2 }));
    v2.start();
    await until(async () => (await appliedCount()) === 30);
    const [checkpoint] = await readCheckpoints(test.db, ['counting']);
    expect(checkpoint.version).toBe(2);
    expect(await duplicates()).toBe(0);
  });

  it('lets a command wait until its projections have passed what it appended', async () => {
    const r = runner();
    const waiter = new ProjectionWaiter(test.db, r);
    const { position } = await store.append('counter-x', [counted(1)]);
    expect(await waiter.waitFor(position, ['counting'], 100)).toBe(false);

    r.start();
    expect(await waiter.waitFor(position, ['counting'], 5000)).toBe(true);
    const { rows } = await test.db.query('SELECT n FROM applied_events');
    expect(rows).toEqual([{ n: 1 }]);
  });
});
