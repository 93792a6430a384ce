import { Client } from 'pg';
import { createTestApp, TestApp } from '../testing/create-test-app';
import { type FuzzFailure, fuzzRoute, type RouteRun } from './fuzz-runner';
import { RequestArbitraries } from './requests';
import { type FuzzRoute, fuzzRoutes } from './route-catalog';
import { makeWorld, readable, restoreWorld, type World } from './world';
import { WriteLog } from './write-log';

/**
 * Every route the app serves, under property-based bad input (fast-check): wrong types,
 * missing and null fields, huge, deep, NUL, lone surrogates, odd numbers, bad ids and dates,
 * with and without a token. Never a 5xx; every error JSON with a message naming the problem;
 * nothing written when refused.
 *
 * FUZZ_RUNS=N  cases per route (default below); FUZZ_SEED=S  replays a run;
 * FUZZ_ROUTE=text  only routes whose "METHOD /path" contains the text; FUZZ_VERBOSE=1  times per route.
 */
const DEFAULT_RUNS = 200;
const RUNS = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ONLY = process.env.FUZZ_ROUTE;

describe('every API route under fuzzed input', () => {
  let t: TestApp;
  let world: World;
  let routes: FuzzRoute[];
  let writes: WriteLog;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_ATTEMPTS_PER_IP: '1000000', TRUST_PROXY: 'true' });
    world = await makeWorld(t);
    routes = fuzzRoutes(t.app, t.routes);
    writes = await WriteLog.install(t.test.url);
  }, 120_000);
  afterAll(async () => {
    await writes?.close();
    await t?.close();
  });

  it('reads every route the app serves from its HTTP server, with the DTOs its handler takes', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.length).toBe(t.routes.length);
    expect(routes.filter((r) => !r.handler).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(routes.filter((r) => r.body).length).toBeGreaterThan(10);
    expect(routes.filter((r) => r.query).length).toBeGreaterThan(5);
  });

  it('sees a committed write in the write log, and neither a rolled-back one nor a rate-limit count', async () => {
    const db = new Client({ connectionString: t.test.url });
    await db.connect();
    try {
      const start = await writes.mark();
      await db.query('BEGIN');
      await db.query('UPDATE locations SET name = name');
      await db.query('ROLLBACK');
      await db.query(
        `INSERT INTO identity_rate_limits (key, window_start, hits) VALUES ('fuzz', now(), 1)`,
      );
      expect(await writes.mark()).toBe(start);
      await db.query('UPDATE locations SET name = name WHERE id = $1', [world.ids.location[0]]);
      expect(await writes.tablesSince(start)).toEqual(['locations']);
    } finally {
      await db.end();
    }
  });

  it('asks for a Content-Type in a 415 when a body comes without one', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: '{}' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('A body needs a Content-Type: send application/json.');
  });

  it(
    `answers ${RUNS} fuzzed requests per route with a 4xx JSON error naming the problem, never a 5xx, and writes nothing when it refuses`,
    async () => {
      const chosen = routes.filter(
        (r) => !ONLY || `${r.method.toUpperCase()} ${r.path}`.includes(ONLY),
      );
      const started = Date.now();
      const cpu = process.cpuUsage();
      const runs: RouteRun[] = [];
      const failures: FuzzFailure[] = [];
      for (const route of chosen) {
        await restoreWorld(t, world);
        const arbitraries = new RequestArbitraries(world);
        const result = await fuzzRoute(
          { app: t.app, world, arbitraries, writes },
          route,
          RUNS,
          SEED,
        );
        runs.push(result.run);
        failures.push(...result.failures);
      }
      const cases = runs.reduce((n, r) => n + r.cases, 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const used = process.cpuUsage(cpu);
      const cpuSeconds = ((used.user + used.system) / 1e6).toFixed(1);
      const slowest = [...runs]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, process.env.FUZZ_VERBOSE ? runs.length : 5)
        .map(
          (r) =>
            `  ${r.route}: ${r.cases} cases in ${r.ms} ms (answers ${r.sendMs} ms; ${Object.entries(
              r.statuses,
            )
              .map(([status, n]) => `${status}: ${n}`)
              .join(', ')})`,
        )
        .join('\n');
      if (process.env.FUZZ_VERBOSE)
        for (const r of runs)
          process.stdout.write(
            `${r.route}\n${[...r.refusals]
              .sort((a, b) => b[1] - a[1])
              .slice(0, 8)
              .map(([refusal, n]) => `  ${n} x ${readable(world, refusal)}`)
              .join('\n')}\n`,
          );
      process.stdout.write(
        `\nFuzz: ${cases} cases over ${runs.length} routes in ${seconds} s, ${cpuSeconds} s of CPU in this process (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS}); slowest:\n${slowest}\n`,
      );
      if (failures.length > 0)
        throw new Error(
          `${failures.length} problem(s) on ${new Set(failures.map((f) => f.route)).size} route(s) (replay with FUZZ_SEED=${SEED}):\n\n${failures
            .map((f) => `${f.route}\n  ${f.problem}\n  ${f.request}`)
            .join('\n\n')}`,
        );
    },
    Math.max(10 * 60_000, RUNS * 80 * 100),
  );
});
