/**
 * `npm run hostile`: a hostile run against the built app, started as `npm start` starts it (a
 * fresh DATA_DIR, its embedded PostgreSQL, a free port). Sets up two providers through the
 * public API, then sends several thousand hostile requests over every route the app serves
 * (the fuzz suite's generators: broken DTO-shaped bodies, wrong types, null, NUL, lone
 * surrogates, huge and deep JSON, odd numbers, bad ids and dates, with and without tokens, with
 * the other tenant's tokens and ids) and races, and reports every 5xx, every leak between
 * tenants or clients, and every lost write. Exits 1 if it found any.
 *
 * HOSTILE_REQUESTS=N (5000) the fuzzed requests; HOSTILE_SEED=S replays a run.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import fc from 'fast-check';
import { AppModule } from '../apps/api/app.module';
import { answerProblem } from '../apps/api/fuzz/answer-check';
import { type FuzzRequest, RequestArbitraries } from '../apps/api/fuzz/requests';
import { declaredRoutes, type FuzzRoute } from '../apps/api/fuzz/route-catalog';
import { readable, type World } from '../apps/api/fuzz/world-shape';
import { WriteLog, writesAfterAnswer } from '../apps/api/fuzz/write-log';
import { loadConfig, openDatabase } from '../modules/platform';
import { type AppProcess, startAppProcess } from './support/app-process';
import { LeakWatch, secretsOf, stockProblems } from './support/hostile-checks';
import {
  Api,
  makeTenants,
  type Person,
  request as send1,
  type Tenant,
  worldOf,
} from './support/hostile-world';
import { type Answer, HttpClient } from './support/http-client';

const REQUESTS = Number(process.env.HOSTILE_REQUESTS ?? 5000);
const SEED = Number(process.env.HOSTILE_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ANSWER_TIMEOUT_MS = 30_000;
const EXCERPT = 400;

const log = (line: string) => process.stderr.write(`${line}\n`);
const excerpt = (text: string) =>
  text.length > EXCERPT ? `${text.slice(0, EXCERPT)}… (${text.length} chars)` : text;

interface Finding {
  route: string;
  request: string;
  answer: string;
}

class Tally {
  total = 0;
  statuses = new Map<string, number>();
  fivexx: Finding[] = [];
  leaks: Finding[] = [];
  lost: string[] = [];
  shapes = new Map<string, number>();
  unsent = 0;

  count(status: number | string) {
    this.total++;
    const key = String(status);
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
  }
}

/** The routes the built app's controllers declare, read from Nest's metadata without starting it. */
async function routeCatalog(dataDir: string): Promise<FuzzRoute[]> {
  const config = loadConfig({ DATA_DIR: dataDir });
  const scanned = await NestFactory.create(
    AppModule.forRoot({ config, databaseUrl: 'postgres://preview.invalid/none' }),
    new FastifyAdapter(),
    { preview: true, logger: false },
  );
  return declaredRoutes(scanned);
}

/** Node's refusals to send a request at all (an unescaped path, a control character in a header). */
const UNSENDABLE = new Set([
  'ERR_INVALID_CHAR',
  'ERR_UNESCAPED_CHARACTERS',
  'ERR_INVALID_HTTP_TOKEN',
]);

/**
 * Sends one request: its answer, a text saying why none came (no answer in time, the
 * connection dropped), or undefined for a request Node would not send.
 */
async function send(http: HttpClient, request: FuzzRequest): Promise<Answer | string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      send1(http, request.method, request.url, request.headers, request.payload),
      new Promise<string>((done) => {
        timer = setTimeout(
          () => done(`no answer in ${ANSWER_TIMEOUT_MS / 1000} s`),
          ANSWER_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (error instanceof TypeError || UNSENDABLE.has(code ?? '')) return undefined;
    return `no answer: ${code ?? ''} ${message ?? ''}`;
  } finally {
    clearTimeout(timer);
  }
}

function describe(world: World, request: FuzzRequest): string {
  const show = (text: string) => excerpt(readable(world, text));
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `\n    ${name}: ${show(value)}`)
    .join('');
  const body = request.payload === undefined ? '' : `\n    ${show(request.payload)}`;
  return `${request.method} ${show(request.url)}${headers}${body}`;
}

async function waitHealthy(api: Api): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const health = await api.call(undefined, 'GET', '/api/health');
    const lagging = (health.json?.projections ?? []).some((p: { lag: number }) => p.lag > 0);
    if (health.status === 200 && health.json?.status === 'ok' && !lagging) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the app did not report healthy, projections caught up, within a minute');
}

/** Keeps the tenants' people signed in, active and with their permissions, links and stock places active. */
async function restore(api: Api, tenants: Tenant[], audit: Map<string, Person>): Promise<void> {
  for (const t of tenants) {
    const owner = audit.get(t.label)!;
    const base = `/api/provider/${t.providerId}`;
    for (const [role, p] of Object.entries(t.people)) {
      if (role !== 'owner')
        await api.call(owner.bearer, 'PUT', `${base}/users/${p.userId}`, {
          active: true,
          permissions_denied: role === 'clerk' ? ['orders:create'] : ['inventory:update'],
        });
      if ((await api.call(p.bearer, 'GET', `${base}/locations`)).status !== 401) continue;
      let session = await api.call(undefined, 'POST', '/api/auth/refresh', {
        refresh_token: p.refreshToken,
      });
      if (session.status !== 200)
        session = await api.call(undefined, 'POST', '/api/auth/login', {
          email: p.email,
          password: 'hostile-pass-1',
        });
      if (session.status === 200) {
        p.token = session.json.access_token;
        p.bearer = `Bearer ${p.token}`;
        p.refreshToken = session.json.refresh_token;
      }
    }
    for (const [i, l] of t.locations.entries())
      await api.call(owner.bearer, 'PUT', `${base}/location/${l.id}`, {
        active: true,
        ...(i === 0 ? { default: true } : {}),
      });
    for (const p of t.products)
      await api.call(owner.bearer, 'PUT', `${base}/product/${p.id}`, {
        active: true,
        track_lots: false,
      });
    for (const c of t.clients)
      await api.call(owner.bearer, 'PUT', `${base}/provider_client/${c.linkId}`, { active: true });
  }
}

/** Routes whose fuzzing ends sessions or spends the sign-in attempts go last, logout very last. */
function order(route: FuzzRoute): number {
  const key = `${route.method} ${route.path}`;
  if (key === 'post /api/auth/logout') return 3;
  if (route.path.startsWith('/api/auth/')) return 2;
  if (/\/users\/:/.test(route.path)) return 1;
  return 0;
}

interface Accepted {
  orders: Map<string, { cancelled: boolean; fulfilled: boolean; route: string }>;
  created: { kind: string; id: string; route: string }[];
}

/** Remembers what a 2xx write says it did, to look for it at the end. */
function remember(accepted: Accepted, route: FuzzRoute, text: string): void {
  let json: Record<string, { id?: string; cancelled?: boolean; fulfilled?: boolean }>;
  try {
    json = JSON.parse(text);
  } catch {
    return;
  }
  const key = `${route.method.toUpperCase()} ${route.path}`;
  const order = json?.order;
  if (order?.id) {
    const known = accepted.orders.get(order.id);
    accepted.orders.set(order.id, {
      cancelled: Boolean(order.cancelled) || Boolean(known?.cancelled),
      fulfilled: Boolean(order.fulfilled) || Boolean(known?.fulfilled),
      route: known?.route ?? key,
    });
  }
  for (const kind of ['product', 'location', 'client'])
    if (route.method === 'post' && json?.[kind]?.id)
      accepted.created.push({ kind, id: json[kind].id!, route: key });
}

/** The fuzzed part: each route in turn, its share of the requests split among callers. */
async function fuzz(
  api: Api,
  http: HttpClient,
  tenants: [Tenant, Tenant],
  audit: Map<string, Person>,
  routes: FuzzRoute[],
  writes: WriteLog,
  tally: Tally,
  accepted: Accepted,
): Promise<void> {
  const [A, B] = tenants;
  const watch = new LeakWatch(tenants, secretsOf(tenants));
  const perRoute = Math.max(1, Math.ceil(REQUESTS / routes.length));
  let done = 0;
  for (const [index, route] of [...routes].sort((a, b) => order(a) - order(b)).entries()) {
    await restore(api, tenants, audit);
    const portal = route.path.startsWith('/api/client/') || route.path === '/api/order';
    const people = (t: Tenant) => t.people;
    // Who calls, on whose ids: the first looks right for its route, the rest attack it.
    const views: [string, World, number][] = [
      [
        'A owner on A',
        worldOf(
          { owner: people(A).owner, teammate: people(A).clerk, stranger: people(B).owner },
          A,
          B,
          portal,
        ),
        4,
      ],
      [
        'A clerk (no orders:create) on A',
        worldOf(
          { owner: people(A).clerk, teammate: people(A).keeper, stranger: people(B).clerk },
          A,
          B,
          portal,
        ),
        1,
      ],
      [
        'A keeper (no inventory:update) on A',
        worldOf(
          { owner: people(A).keeper, teammate: people(A).clerk, stranger: people(B).keeper },
          A,
          B,
          portal,
        ),
        1,
      ],
      [
        'B owner on A',
        worldOf(
          { owner: people(B).owner, teammate: people(B).clerk, stranger: people(A).owner },
          A,
          B,
          portal,
        ),
        3,
      ],
      [
        'B owner on B',
        worldOf(
          { owner: people(B).owner, teammate: people(B).keeper, stranger: people(A).keeper },
          B,
          A,
          portal,
        ),
        1,
      ],
    ];
    const weights = views.reduce((n, v) => n + v[2], 0);
    const key = `${route.method.toUpperCase()} ${route.path}`;
    watch.refresh();
    let before = await writes.mark();
    for (const [v, [, world, weight]] of views.entries()) {
      const count = Math.max(1, Math.round((perRoute * weight) / weights));
      const requests = fc.sample(new RequestArbitraries(world).request(route), {
        numRuns: count,
        seed: SEED + index * 31 + v,
      });
      for (const request of requests) {
        const answer = await send(http, request);
        if (answer === undefined) {
          tally.unsent++;
          continue;
        }
        if (typeof answer === 'string') {
          tally.count('no answer');
          tally.fivexx.push({ route: key, request: describe(world, request), answer });
          before = await writes.mark();
          continue;
        }
        tally.count(answer.status);
        if (answer.status >= 500)
          tally.fivexx.push({
            route: key,
            request: describe(world, request),
            answer: excerpt(answer.body),
          });
        const problem = answerProblem(answer.status, answer.contentType, answer.body);
        if (problem && answer.status < 500)
          tally.shapes.set(`${key}: ${problem}`, (tally.shapes.get(`${key}: ${problem}`) ?? 0) + 1);
        const leaked = watch.leaks(request, answer.body);
        if (leaked.length > 0)
          tally.leaks.push({
            route: key,
            request: describe(world, request),
            answer: `shows ${leaked.join(', ')}: ${excerpt(readable(world, answer.body))}`,
          });
        const after = await writes.mark();
        if (answer.status >= 400 && after !== before)
          tally.lost.push(
            `${key} refused with ${answer.status} but wrote to ${(await writes.tablesSince(before)).join(', ')}\n    ${describe(world, request)}`,
          );
        before = answer.status < 300 && writesAfterAnswer(key) ? await writes.settled() : after;
        if (answer.status < 300 && route.method !== 'get') {
          remember(accepted, route, answer.body);
          watch.accepted(request);
        }
      }
    }
    done++;
    if (done % 10 === 0) log(`  ${done}/${routes.length} routes, ${tally.total} requests`);
  }
}

/** Races: 50 orders at once for 10 units, fulfil and cancel of one order at once, one Idempotency-Key 10 times at once. */
async function races(api: Api, tenant: Tenant, owner: Person, tally: Tally, accepted: Accepted) {
  const base = `/api/provider/${tenant.providerId}`;
  const lines: string[] = [];
  const call = async (
    bearer: string | undefined,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await send1(
      api.http,
      method,
      path,
      {
        ...(bearer ? { authorization: bearer } : {}),
        'content-type': 'application/json',
        ...headers,
      },
      JSON.stringify(body),
    );
    tally.count(res.status);
    if (res.status >= 500)
      tally.fivexx.push({
        route: `${method} ${path} (race)`,
        request: JSON.stringify(body),
        answer: excerpt(res.body),
      });
    const json = res.status < 300 && res.body ? JSON.parse(res.body) : undefined;
    if (json?.order?.id)
      remember(accepted, { method: method.toLowerCase(), path } as FuzzRoute, res.body);
    return { status: res.status, json };
  };
  const product = (
    await api.must(owner.bearer, 'POST', `${base}/product`, {
      name: `${tenant.name} race part`,
      price: 1,
    })
  ).product.id as string;
  const locationId = tenant.locations[0].id;
  await api.must(owner.bearer, 'POST', '/api/order', {
    order: {
      providerId: tenant.providerId,
      locationId,
      transaction_type: 'IN',
      products: [{ id: product, quantity: 10 }],
    },
  });
  const placing = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      call(i % 2 ? owner.bearer : undefined, 'POST', '/api/order', {
        order: {
          providerId: tenant.providerId,
          locationId,
          transaction_type: 'ORDER',
          clientId: i % 2 ? tenant.clients[1].id : tenant.clients[1].key,
          products: [{ id: product, quantity: 1 }],
        },
      }),
    ),
  );
  const placed = placing.filter((p) => p.status < 300).map((p) => p.json.order.id as string);
  const statuses = placing
    .map((p) => p.status)
    .sort()
    .join(' ');
  lines.push(
    `50 orders at once for 10 units: ${placed.length} placed (${statuses.replace(/(\d+)( \1)*/g, (m, s) => `${m.split(' ').length}×${s}`)})`,
  );
  if (placed.length !== 10)
    tally.lost.push(`race: ${placed.length} of 50 orders placed on 10 units, not 10`);
  const stock = await api.must(owner.bearer, 'GET', `${base}/product/${product}/stock`);
  const here = stock.stock.find((s: { location_id: string }) => s.location_id === locationId);
  if (here?.current_stock !== 10 - placed.length || here?.committed_stock !== placed.length)
    tally.lost.push(`race: stock after ${placed.length} orders is ${JSON.stringify(here)}`);

  let fulfilled = 0;
  let cancelled = 0;
  for (const id of placed) {
    const [f, c] = await Promise.all([
      call(owner.bearer, 'PUT', `${base}/order/${id}`, { fulfilled: true }),
      call(owner.bearer, 'PUT', `${base}/order/${id}`, { cancelled: true }),
    ]);
    const won = [f, c].filter((r) => r.status < 300).length;
    if (won !== 1)
      tally.lost.push(`race: fulfil and cancel of one order answered ${f.status} and ${c.status}`);
    const { order } = await api.must(owner.bearer, 'GET', `${base}/order/${id}`);
    if (f.status < 300) fulfilled++;
    if (c.status < 300) cancelled++;
    if (f.status < 300 !== order.fulfilled || c.status < 300 !== order.cancelled)
      tally.lost.push(
        `race: order ${id} fulfil ${f.status}, cancel ${c.status}, now ${JSON.stringify({ fulfilled: order.fulfilled, cancelled: order.cancelled })}`,
      );
  }
  lines.push(
    `fulfil and cancel at once, ${placed.length} orders: ${fulfilled} fulfilled, ${cancelled} cancelled`,
  );

  const idem = await Promise.all(
    Array.from({ length: 10 }, () =>
      call(
        owner.bearer,
        'POST',
        '/api/order',
        {
          order: {
            providerId: tenant.providerId,
            locationId,
            transaction_type: 'IN',
            products: [{ id: product, quantity: 3 }],
          },
        },
        { 'idempotency-key': `hostile-${SEED}` },
      ),
    ),
  );
  const ids = new Set(idem.filter((r) => r.status < 300).map((r) => r.json.order.id));
  lines.push(
    `one Idempotency-Key 10 times at once: ${ids.size} order(s), statuses ${[...new Set(idem.map((r) => r.status))].join(', ')}`,
  );
  if (ids.size !== 1) tally.lost.push(`race: one Idempotency-Key placed ${ids.size} orders`);
  return lines;
}

async function main(): Promise<void> {
  const started = Date.now();
  log(`Hostile run: ${REQUESTS} fuzzed requests, HOSTILE_SEED=${SEED}`);
  let app: AppProcess | undefined;
  let http: HttpClient | undefined;
  let writes: WriteLog | undefined;
  const tally = new Tally();
  const accepted: Accepted = { orders: new Map(), created: [] };
  const report: string[] = [];
  try {
    app = await startAppProcess(undefined);
    log(`  app pid ${app.pid} at ${app.base}, DATA_DIR ${app.dataDir}`);
    http = new HttpClient(app.base, 64);
    const api = new Api(http);
    await waitHealthy(api);
    const startedMs = Date.now() - started;
    const tenants = await makeTenants(api, app.dataDir);
    for (const t of tenants)
      for (const c of t.clients)
        for (const o of c.orders)
          accepted.orders.set(o, { cancelled: false, fulfilled: false, route: 'set-up' });
    // Sessions of the owners that no fuzzed request knows: the checks' and the restorer's.
    const audit = new Map<string, Person>();
    for (const t of tenants) {
      const session = await api.must(undefined, 'POST', '/api/auth/login', {
        email: t.people.owner.email,
        password: 'hostile-pass-1',
      });
      audit.set(t.label, {
        ...t.people.owner,
        token: session.access_token,
        bearer: `Bearer ${session.access_token}`,
        refreshToken: session.refresh_token,
      });
    }
    log(`  two providers set up through the API`);

    const routes = await routeCatalog(app.dataDir);
    // Every declared route is served: none answers the router's "Cannot GET …".
    const unserved: string[] = [];
    for (const route of routes) {
      const path = route.path.replace(/:\w+/g, '00000000-0000-0000-0000-000000000000');
      const res = await send1(http, route.method.toUpperCase(), path, {});
      tally.count(res.status);
      if (res.status >= 500)
        tally.fivexx.push({
          route: `${route.method} ${route.path}`,
          request: `${route.method.toUpperCase()} ${path}`,
          answer: excerpt(res.body),
        });
      if (res.status === 404 && res.body.includes('"Cannot '))
        unserved.push(`${route.method} ${route.path}`);
    }
    if (unserved.length > 0)
      throw new Error(`routes declared but not served: ${unserved.join(', ')}`);

    const { url } = await openDatabase(loadConfig({ DATA_DIR: app.dataDir }), () => undefined);
    writes = await WriteLog.install(url);

    const raced = await races(api, tenants[0], audit.get('A')!, tally, accepted);
    const fuzzStart = Date.now();
    await fuzz(api, http, tenants, audit, routes, writes, tally, accepted);
    const fuzzMs = Date.now() - fuzzStart;
    await restore(api, tenants, audit);
    await waitHealthy(api);

    // Lost writes: every order an answer accepted is there, in the state it answered or later.
    const readers = tenants.map((t) => ({ t, bearer: audit.get(t.label)!.bearer }));
    const seen = new Map<string, { cancelled: boolean; fulfilled: boolean }>();
    for (const { t, bearer } of readers) {
      const { problems, orders } = await stockProblems(api, bearer, t);
      tally.lost.push(...problems);
      for (const o of orders) seen.set(o.id, o);
    }
    for (const [id, want] of accepted.orders) {
      const got = seen.get(id);
      if (!got)
        tally.lost.push(`order ${id} was accepted (${want.route}) and is in no provider's orders`);
      else if (
        (want.cancelled && !got.cancelled) ||
        (want.fulfilled && !got.fulfilled && !got.cancelled)
      )
        tally.lost.push(
          `order ${id} answered ${JSON.stringify(want)} (${want.route}), now ${JSON.stringify({ cancelled: got.cancelled, fulfilled: got.fulfilled })}`,
        );
    }
    for (const c of accepted.created) {
      const found = await Promise.all(
        readers.map(({ t, bearer }) =>
          api.call(bearer, 'GET', `/api/provider/${t.providerId}/${c.kind}/${c.id}`),
        ),
      );
      if (!found.some((r) => r.status === 200))
        tally.lost.push(`${c.kind} ${c.id} was created (${c.route}) and cannot be read`);
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const statuses = [...tally.statuses]
      .sort()
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    report.push(
      `Hostile run against node dist/apps/api/main.js (embedded PostgreSQL, fresh DATA_DIR), HOSTILE_SEED=${SEED}`,
      `  start to healthy ${(startedMs / 1000).toFixed(1)} s; ${routes.length} routes; whole run ${seconds} s, of which fuzzing ${(fuzzMs / 1000).toFixed(0)} s`,
      `  requests: ${tally.total} (${tally.unsent} generated requests Node would not send)`,
      `  answers by status: ${statuses}`,
      ...raced.map((l) => `  race: ${l}`),
      `  accepted orders checked: ${accepted.orders.size}; created products, locations, clients checked: ${accepted.created.length}`,
      `  5xx: ${tally.fivexx.length}`,
      ...tally.fivexx
        .slice(0, 20)
        .map((f) => `    ${f.route}\n    ${f.request}\n    -> ${f.answer}`),
      `  leaks: ${tally.leaks.length}`,
      ...tally.leaks
        .slice(0, 20)
        .map((f) => `    ${f.route}\n    ${f.request}\n    -> ${f.answer}`),
      `  lost writes: ${tally.lost.length}`,
      ...tally.lost.slice(0, 20).map((l) => `    ${l}`),
      `  error answers not in the house shape: ${[...tally.shapes.values()].reduce((a, b) => a + b, 0)}`,
      ...[...tally.shapes].slice(0, 10).map(([k, n]) => `    ${n} x ${k}`),
    );
  } finally {
    http?.close();
    await writes?.close();
    const errors = app?.errorLines() ?? [];
    if (app) await app.stop();
    report.push(
      `  app log error lines: ${errors.length}`,
      ...errors.slice(0, 10).map((l) => `    ${excerpt(l)}`),
    );
    report.push(`  app stopped with SIGTERM (exit ${app?.exitCode()}), DATA_DIR removed`);
    process.stdout.write(`${report.join('\n')}\n`);
  }
  const failed = tally.fivexx.length + tally.leaks.length + tally.lost.length;
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(2);
});
