/**
 * The inbox's first render with data, as a supplier's browser sees it: the built app (as
 * `npm start` runs it, SPA and API on one port), a provider with a realistic inbox, and
 * Chromium opening /provider/{id}/inbox cold (a fresh profile each time: no HTTP cache, no
 * query cache) N times. Measured in the page with the Performance API: from navigation start
 * (performance.timeOrigin) to the first frame painted after the first row of data (an order's
 * number in the table, not a skeleton row) is in the document. See bench/README.md.
 *
 *   npm run bench:inbox
 *   BENCH_RUNS=30 BENCH_ORDERS=500 npm run bench:inbox
 *   BENCH_CPU_PROFILE=/tmp/inbox.cpuprofile npm run bench:inbox   # the last open's CPU profile
 *   BENCH_TRACE=/tmp/inbox-trace.json npm run bench:inbox          # the last open's trace
 *   BENCH_COMPARE=/tmp/inbox-old npm run bench:inbox   # also another checkout's built web app,
 *                                                     # opened in turn with this one (several:
 *                                                     # comma-separated)
 */
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { type AppProcess, startAppProcess } from './support/app-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const PRODUCTS = 100;
const CLIENTS = 20;
const TARGET_MS = 1000;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SESSION_KEY = 'stockflow.session';
const PROFILE_FILE = process.env.BENCH_CPU_PROFILE;
/** A Chromium performance trace of the last open (main thread's tasks: script, style, layout, paint). */
const TRACE_FILE = process.env.BENCH_TRACE;
/** Other checkouts (comma-separated) whose frontend/dist is measured beside this one's, in turn. */
const COMPARE = process.env.BENCH_COMPARE;

/** What the page reports, in milliseconds since its navigation started. */
interface Timings {
  firstRow: number;
  firstContentfulPaint: number | null;
  domContentLoaded: number;
  /** The inbox's list call, as the Resource Timing API saw it. */
  inboxCall: { start: number; end: number } | null;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Runs in the page before any of its scripts: watches the document for the first table row
 * whose first cell is an order's number (#1001, SO-1051), then waits for the next frame to be
 * painted (two animation frames) and marks the moment.
 */
function watchFirstRow(): void {
  const g = globalThis as unknown as {
    document: {
      querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>;
    };
    MutationObserver: new (
      callback: () => void,
    ) => { observe(target: unknown, options: object): void; disconnect(): void };
    requestAnimationFrame(callback: () => void): void;
    performance: { mark(name: string): { startTime: number } };
    __firstRow?: Promise<number>;
  };
  // The document itself: its root element may not exist yet when this runs.
  const ORDER_NUMBER = /^[^\s]*\d+$/;
  g.__firstRow = new Promise<number>((done) => {
    const seen = () =>
      Array.from(g.document.querySelectorAll('tbody tr td:first-child')).some((cell) =>
        ORDER_NUMBER.test((cell.textContent ?? '').trim()),
      );
    const observer = new g.MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      g.requestAnimationFrame(() =>
        g.requestAnimationFrame(() => done(g.performance.mark('inbox-first-row').startTime)),
      );
    });
    observer.observe(g.document, { childList: true, subtree: true });
  });
}

/** Collects the page's figures once the first row is painted. */
function readTimings(): Promise<Timings> {
  const g = globalThis as unknown as {
    __firstRow: Promise<number>;
    performance: {
      getEntriesByType(type: string): {
        name: string;
        startTime: number;
        responseEnd?: number;
        domContentLoadedEventEnd?: number;
      }[];
    };
  };
  return g.__firstRow.then((firstRow) => {
    const paint = g.performance
      .getEntriesByType('paint')
      .find((entry) => entry.name === 'first-contentful-paint');
    const [navigation] = g.performance.getEntriesByType('navigation');
    const call = g.performance
      .getEntriesByType('resource')
      .find((entry) => /\/orders\?.*inbox=true/.test(entry.name));
    return {
      firstRow,
      firstContentfulPaint: paint?.startTime ?? null,
      domContentLoaded: navigation?.domContentLoadedEventEnd ?? 0,
      inboxCall: call ? { start: call.startTime, end: call.responseEnd ?? call.startTime } : null,
    };
  });
}

/** A provider with a realistic inbox in the app at `base`; the owner's login answer. */
async function seed(base: string): Promise<{ providerId: string; login: object }> {
  const call = async <T>(method: string, path: string, body?: unknown, token?: string) => {
    const csv = typeof body === 'string';
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': csv ? 'text/csv' : 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : csv ? body : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };

  const credentials = { email: 'bench-inbox@example.test', password: 'bench-password' };
  const session = await call<{ access_token: string; providers: { provider_id: string }[] }>(
    'POST',
    '/api/auth/signup',
    { ...credentials, name: 'Inbox Bench Supplies' },
  );
  const token = session.access_token;
  const providerId = session.providers[0].provider_id;
  const provider = `/api/provider/${providerId}`;
  const locations: string[] = [];
  for (const name of ['Main Warehouse', 'Downtown Store'])
    locations.push(
      (await call<{ location: { id: string } }>('POST', `${provider}/location`, { name }, token))
        .location.id,
    );
  const csv = `name,price\n${Array.from({ length: PRODUCTS }, (_, i) => `Product ${i + 1},${(i % 20) + 1}.50`).join('\n')}\n`;
  await call('POST', `${provider}/products/import?dry_run=false`, csv, token);
  const products = (
    await call<{ products: { id: string }[] }>(
      'GET',
      `${provider}/products?limit=${PRODUCTS}`,
      undefined,
      token,
    )
  ).products.map((p) => p.id);
  const clients: string[] = [];
  for (let i = 0; i < CLIENTS; i++)
    clients.push(
      (
        await call<{ client: { id: string } }>(
          'POST',
          `${provider}/client`,
          { name: `Client ${i + 1}`, email: `client-${i + 1}@example.test` },
          token,
        )
      ).client.id,
    );
  const order = (body: object) =>
    call('POST', '/api/order', { order: JSON.stringify({ providerId, ...body }) }, token);
  for (const locationId of locations)
    await order({
      locationId,
      transaction_type: 'IN',
      products: products.map((id) => ({ id, quantity: 100_000 })),
    });
  // Four at a time, as several clients ordering at once would.
  let next = 0;
  const placeSome = async () => {
    while (next < ORDERS) {
      const n = next++;
      await order({
        locationId: locations[n % locations.length],
        clientId: clients[n % clients.length],
        transaction_type: 'ORDER',
        products: [0, 1, 2]
          .slice(0, 1 + (n % 3))
          .map((k) => ({ id: products[(n * 7 + k * 13) % products.length], quantity: 1 + k })),
      });
    }
  };
  await Promise.all([placeSome(), placeSome(), placeSome(), placeSome()]);
  return { providerId, login: await call<object>('POST', '/api/auth/login', credentials) };
}

/** One web app under test: an app process serving a checkout's frontend/dist, seeded. */
interface Build {
  name: string;
  app: AppProcess;
  inbox: string;
  login: object;
  runs: Timings[];
}

/**
 * Starts this build's server on `checkout`'s working directory: the server serves the
 * frontend/dist under its working directory, so only the web app differs between two builds.
 */
async function startBuild(name: string, checkout: string): Promise<Build> {
  if (!existsSync(join(checkout, 'frontend/dist/index.html')))
    throw new Error(`No built web app in ${checkout}/frontend/dist: run npm run build there`);
  const here = process.cwd();
  process.chdir(checkout);
  let app: AppProcess;
  try {
    app = await startAppProcess(undefined, { LOG_LEVEL: 'warn' });
  } finally {
    process.chdir(here);
  }
  try {
    process.stderr.write(
      `  ${name}: seeding ${PRODUCTS} products, ${CLIENTS} clients, ${ORDERS} pending orders…\n`,
    );
    const { providerId, login } = await seed(app.base);
    return { name, app, inbox: `${app.base}/provider/${providerId}/inbox`, login, runs: [] };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

/** Opens `build`'s inbox once in a fresh browser context and records the page's figures. */
async function openCold(browser: Browser, build: Build, profile: boolean, waterfall: boolean) {
  // A fresh profile each time: nothing cached, signed in as a returning user would be.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ({ key, value }) => {
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem(key, value);
    },
    { key: SESSION_KEY, value: JSON.stringify(build.login) },
  );
  await context.addInitScript(watchFirstRow);
  const page = await context.newPage();
  // BENCH_CPU_PROFILE=<file>: the page's CPU profile of the last open, for profile-summary.
  const profiling = profile && PROFILE_FILE ? await context.newCDPSession(page) : null;
  if (profiling) {
    await profiling.send('Profiler.enable');
    await profiling.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiling.send('Profiler.start');
  }
  const tracing = profile && TRACE_FILE;
  if (tracing)
    await browser.startTracing(page, {
      path: TRACE_FILE,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'loading',
      ],
    });
  await page.goto(build.inbox, { waitUntil: 'commit' });
  build.runs.push(await page.evaluate(readTimings));
  if (tracing) await browser.stopTracing();
  if (profiling && PROFILE_FILE)
    writeFileSync(PROFILE_FILE, JSON.stringify((await profiling.send('Profiler.stop')).profile));
  if (waterfall)
    console.error(
      `${build.name}:\n${await page.evaluate(() =>
        (
          globalThis as unknown as {
            performance: {
              getEntriesByType(
                type: string,
              ): { name: string; startTime: number; responseEnd: number }[];
            };
          }
        ).performance
          .getEntriesByType('resource')
          .map(
            (e) =>
              `${e.startTime.toFixed(0).padStart(6)} ${e.responseEnd.toFixed(0).padStart(6)} ${e.name.replace(/^https?:\/\/[^/]+/, '')}`,
          )
          .join('\n'),
      )}`,
    );
  if (waterfall)
    // The first row's markup, to compare two builds' (ids and dates aside, it should not differ).
    console.error(
      `${build.name}, first row:\n${await page.evaluate(
        () =>
          (
            globalThis as unknown as {
              document: { querySelector(s: string): { outerHTML: string } | null };
            }
          ).document.querySelector('tbody tr')?.outerHTML ?? '',
      )}`,
    );
  await context.close();
}

const fmt = (n: number) => n.toFixed(0).padStart(5);

function report(build: Build) {
  const { runs } = build;
  const firstRow = runs.map((r) => r.firstRow);
  const fcp = runs.map((r) => r.firstContentfulPaint ?? Number.NaN).filter(Number.isFinite);
  const calls = runs.flatMap((r) => (r.inboxCall ? [r.inboxCall.end - r.inboxCall.start] : []));
  console.log(`${build.name}:`);
  console.log(
    `  first row painted     p50 ${fmt(percentile(firstRow, 50))} ms  p95 ${fmt(percentile(firstRow, 95))} ms  max ${fmt(Math.max(...firstRow))} ms; p95 ${percentile(firstRow, 95) < TARGET_MS ? 'met' : 'NOT met'}`,
  );
  if (fcp.length > 0)
    console.log(
      `  first contentful paint p50 ${fmt(percentile(fcp, 50))} ms  p95 ${fmt(percentile(fcp, 95))} ms`,
    );
  const dcl = runs.map((r) => r.domContentLoaded);
  console.log(
    `  DOMContentLoaded       p50 ${fmt(percentile(dcl, 50))} ms  p95 ${fmt(percentile(dcl, 95))} ms`,
  );
  if (calls.length > 0) {
    const starts = runs.flatMap((r) => (r.inboxCall ? [r.inboxCall.start] : []));
    const rendering = runs.flatMap((r) => (r.inboxCall ? [r.firstRow - r.inboxCall.end] : []));
    console.log(
      `  inbox list call starts p50 ${fmt(percentile(starts, 50))} ms, takes p50 ${fmt(percentile(calls, 50))} ms  p95 ${fmt(percentile(calls, 95))} ms (request start to response end)`,
    );
    console.log(
      `  its answer to the row  p50 ${fmt(percentile(rendering, 50))} ms  p95 ${fmt(percentile(rendering, 95))} ms (React render, layout, paint)`,
    );
  }
  console.log(`  runs (ms): ${firstRow.map((n) => n.toFixed(0)).join(' ')}`);
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}`);
  process.stderr.write('  starting the built app (embedded PostgreSQL)…\n');
  const builds: Build[] = [];
  let browser: Browser | undefined;
  try {
    builds.push(await startBuild('this build', resolve(__dirname, '../..')));
    for (const other of COMPARE?.split(',') ?? [])
      builds.push(await startBuild(`other build (${other})`, resolve(other)));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    process.stderr.write(`  opening the inbox cold ${RUNS} times (each build)…\n`);
    for (let run = 0; run < RUNS; run++) {
      // Rotating which build goes first, so a burst of load elsewhere falls on each.
      const order = builds.map((_, i) => builds[(i + run) % builds.length]);
      for (const build of order)
        await openCold(
          browser,
          build,
          run === RUNS - 1 && build === builds[0],
          Boolean(process.env.BENCH_WATERFALL) && run === RUNS - 1,
        );
    }

    const load = os.loadavg();
    console.log(
      `machine: ${os.cpus().length} cores, load ${load.map((n) => n.toFixed(2)).join(' ')}`,
    );
    console.log(
      `inbox first render with data: ${ORDERS} pending orders (page of 100), ${RUNS} cold opens in Chromium (target p95 < ${TARGET_MS} ms)`,
    );
    for (const build of builds) report(build);
    const p50 = (build: Build) =>
      percentile(
        build.runs.map((r) => r.firstRow),
        50,
      );
    const p95 = (build: Build) =>
      percentile(
        build.runs.map((r) => r.firstRow),
        95,
      );
    for (const other of builds.slice(1))
      console.log(
        `  first row, this build / ${other.name}: p50 x${(p50(builds[0]) / p50(other)).toFixed(2)} (${fmt(p50(builds[0]))} / ${fmt(p50(other))} ms), p95 x${(p95(builds[0]) / p95(other)).toFixed(2)}`,
      );
  } finally {
    await browser?.close();
    for (const build of builds) await build.app.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`Bench failed: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
