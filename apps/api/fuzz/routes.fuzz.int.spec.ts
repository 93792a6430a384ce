import { Client } from 'pg';
import { createTestApp, TestApp } from '../testing/create-test-app';
import { createStripeApp } from '../testing/stripe-app';
import { describeFailures, fuzzPass } from './fuzz-runner';
import { type FuzzRoute, fuzzRoutes } from './route-catalog';
import { makeWorld, type World } from './world';
import { WriteLog } from './write-log';

/**
 * Every route the app serves, under property-based bad input (fast-check): wrong types,
 * missing and null fields, huge, deep, NUL, lone surrogates, odd numbers, bad ids and dates,
 * with and without a token. Never a 5xx; every error JSON with a message naming the problem;
 * nothing written when refused.
 *
 * FUZZ_RUNS=N  cases per route (default below); FUZZ_SEED=S  replays a run;
 * FUZZ_ROUTE=text  only routes whose "METHOD /path" contains the text;
 * FUZZ_VERBOSE=1  cases, time, statuses and most frequent refusals per route.
 */
const DEFAULT_RUNS = 200;
const RUNS = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ONLY = process.env.FUZZ_ROUTE;
const ENV = { AUTH_ATTEMPTS_PER_IP: '1000000', TRUST_PROXY: 'true' };
/** Generous: a busy machine runs a case in tens of milliseconds. */
const TIMEOUT = Math.max(10 * 60_000, RUNS * 80 * 100);

/** The app, its world, its routes and its write log, made once per describe. */
function fuzzTarget(make: () => Promise<TestApp>, mode: 'self-hosted' | 'stripe') {
  const target = {} as { t: TestApp; world: World; routes: FuzzRoute[]; writes: WriteLog };
  beforeAll(async () => {
    target.t = await make();
    target.world = await makeWorld(target.t, mode);
    target.routes = fuzzRoutes(target.t.app, target.t.routes);
    target.writes = await WriteLog.install(target.t.test.url);
  }, 120_000);
  afterAll(async () => {
    await target.writes?.close();
    await target.t?.close();
  });
  return target;
}

describe('every API route under fuzzed input, self-hosted', () => {
  const target = fuzzTarget(() => createTestApp(ENV), 'self-hosted');

  it('reads every route the app serves from its HTTP server, with the DTOs its handler takes', () => {
    const { t, routes } = target;
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.length).toBe(t.routes.length);
    expect(routes.filter((r) => !r.handler).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(routes.filter((r) => r.body).length).toBeGreaterThan(10);
    expect(routes.filter((r) => r.query).length).toBeGreaterThan(5);
  });

  it('sees a committed write in the write log, and neither a rolled-back one nor a rate-limit count', async () => {
    const db = new Client({ connectionString: target.t.test.url });
    await db.connect();
    try {
      const start = await target.writes.mark();
      await db.query('BEGIN');
      await db.query('UPDATE locations SET name = name');
      await db.query('ROLLBACK');
      await db.query(
        `INSERT INTO identity_rate_limits (key, window_start, hits) VALUES ('fuzz', now(), 1)`,
      );
      expect(await target.writes.mark()).toBe(start);
      await db.query('UPDATE locations SET name = name WHERE id = $1', [
        target.world.ids.location[0],
      ]);
      expect(await target.writes.tablesSince(start)).toEqual(['locations']);
    } finally {
      await db.end();
    }
  });

  it('asks for a Content-Type in a 415 when a body comes without one', async () => {
    const res = await target.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('A body needs a Content-Type: send application/json.');
  });

  it(
    `answers ${RUNS} fuzzed requests per route with a 4xx JSON error naming the problem, never a 5xx, and writes nothing when it refuses`,
    async () => {
      const { report, failures } = await fuzzPass({
        label: 'self-hosted',
        ...target,
        runsFor: () => RUNS,
        seed: SEED,
        only: ONLY,
      });
      process.stdout.write(`\n${report}\n`);
      if (failures.length > 0) throw new Error(describeFailures(failures, SEED));
    },
    TIMEOUT,
  );
});

/**
 * With Stripe configured, billing's routes do their work (self-hosted they answer 404) and
 * plan limits apply: the owner's provider is Pro, the stranger's Free. Billing's routes get the
 * full count; the others, fuzzed above already, a twentieth for the paths the plans open.
 */
describe('every API route under fuzzed input, in Stripe mode', () => {
  const target = fuzzTarget(() => createStripeApp(ENV), 'stripe');

  it(
    `answers fuzzed requests (${RUNS} per billing route) with a 4xx JSON error naming the problem, never a 5xx, and writes nothing when it refuses`,
    async () => {
      const { report, failures } = await fuzzPass({
        label: 'Stripe mode',
        ...target,
        runsFor: (route) =>
          route.path.startsWith('/api/billing/') ? RUNS : Math.max(1, Math.ceil(RUNS / 20)),
        seed: SEED,
        only: ONLY,
      });
      process.stdout.write(`\n${report}\n`);
      if (failures.length > 0) throw new Error(describeFailures(failures, SEED));
    },
    TIMEOUT,
  );
});
