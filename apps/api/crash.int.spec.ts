import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { freePort, isAlive } from '../../modules/platform';
import { eventually } from '../../modules/platform/testing';

/**
 * The app as `npm start` runs it (the built dist/apps/api/main.js, after `npm run build:api`)
 * on the embedded PostgreSQL of a DATA_DIR of its own: killed outright during a burst of
 * orders, started again, and stopped with SIGTERM during another.
 */
const ROOT = resolve(__dirname, '../..');
const MAIN = join(ROOT, 'dist', 'apps', 'api', 'main.js');
const CLI = join(ROOT, 'dist', 'apps', 'cli', 'main.js');
const READY = 'is running at';
const START_TIMEOUT_MS = 90_000;

interface Running {
  child: ChildProcess;
  url: string;
  /** Everything it printed, both streams. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function env(dataDir: string, port?: number): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  // The embedded default, not the test run's server.
  delete inherited.DATABASE_URL;
  return {
    ...inherited,
    DATA_DIR: dataDir,
    ...(port ? { PORT: String(port) } : {}),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
}

async function start(dataDir: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: env(dataDir, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('close', (code, signal) => done({ code, signal })),
  );
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`The app did not start in ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = () => {
      if (!output.includes(READY)) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      ready();
    };
    child.stdout?.on('data', onData);
    exited.then(({ code }) => {
      clearTimeout(timer);
      fail(new Error(`The app exited (code ${code}) before it was ready:\n${output}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Runs the operator CLI on the DATA_DIR; its exit code and output. */
function cli(dataDir: string, ...argv: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [CLI, ...argv], {
    cwd: ROOT,
    env: env(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr.on('data', (chunk) => {
    out += chunk;
  });
  return new Promise((done) => child.once('close', (code) => done({ code, out })));
}

/** The postmaster named by the data folder's postmaster.pid, if it is there. */
function postmasterOf(dataDir: string): number | null {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
}

interface Shop {
  bearer: string;
  providerId: string;
  locationId: string;
  productId: string;
}

async function openShop(url: string): Promise<Shop> {
  const signup = await request(url)
    .post('/api/auth/signup')
    .send({ email: 'owner@example.test', password: 'secret-pass', name: 'Crash Ltd' })
    .expect(200);
  const bearer = `Bearer ${signup.body.access_token}`;
  const providerId = signup.body.providers[0].provider_id as string;
  const post = (path: string, body: object) =>
    request(url)
      .post(`/api/provider/${providerId}/${path}`)
      .set('Authorization', bearer)
      .send(body)
      .expect(201);
  const locationId = (await post('location', { name: 'Main' })).body.location.id as string;
  const productId = (await post('product', { name: 'Apple', price: 2 })).body.product.id as string;
  const shop = { bearer, providerId, locationId, productId };
  await placeOrder(url, shop, 'IN', 1_000_000).expect(201);
  return shop;
}

function placeOrder(url: string, shop: Shop, type: 'IN' | 'OUT', quantity: number) {
  return request(url)
    .post('/api/order')
    .set('Authorization', shop.bearer)
    .send({
      order: JSON.stringify({
        providerId: shop.providerId,
        locationId: shop.locationId,
        transaction_type: type,
        products: [{ id: shop.productId, quantity }],
      }),
    });
}

/**
 * Places orders from several clients at once until `stopped()` or the app stops answering,
 * pushing the id of each order answered 201 into `placed` as it comes.
 */
async function burst(url: string, shop: Shop, placed: string[], stopped: () => boolean) {
  const deadline = Date.now() + 60_000;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (!stopped() && Date.now() < deadline) {
        try {
          const res = await placeOrder(url, shop, 'OUT', 1);
          if (res.status === 201) placed.push(res.body.order.id);
        } catch {
          return; // the app is gone
        }
      }
    }),
  );
}

/** Resolves once `placed` holds at least `count` orders. */
const whenPlaced = (placed: readonly string[], count: number) =>
  eventually(() => expect(placed.length).toBeGreaterThanOrEqual(count), { timeoutMs: 60_000 });

/** Waits until every projection has caught up with the events (GET /api/health). */
const caughtUp = (url: string): Promise<string[]> =>
  eventually(
    async () => {
      const { body } = await request(url).get('/api/health');
      const projections = body.projections as { name: string; state: string; lag: number }[];
      expect(projections).toEqual(
        projections.map(() => expect.objectContaining({ state: 'running', lag: 0 })),
      );
      return projections.map((p) => p.name);
    },
    { timeoutMs: 60_000, everyMs: 100 },
  );

/** The lines at error level or worse (pino's 50 and 60), projection failures and crashes. */
function errorLines(output: string): string[] {
  return output
    .split('\n')
    .filter(
      (line) =>
        /"level":(50|60)/.test(line) ||
        /Projection \S+ failed/.test(line) ||
        /Unhandled|uncaught/i.test(line),
    );
}

describe('a crash and a restart of the app on its embedded PostgreSQL', () => {
  let home: string;
  let dataDir: string;
  let shop: Shop;
  const acknowledged: string[] = [];
  let app: Running | undefined;

  beforeAll(() => {
    home = mkdtempSync(join(tmpdir(), 'stockflow-crash-'));
    chmodSync(home, 0o755); // the postgres user passes through to its data under root
    dataDir = join(home, 'data');
  });
  afterAll(async () => {
    if (app && app.child.exitCode === null && app.child.signalCode === null) {
      app.child.kill('SIGTERM');
      await app.exited;
    }
    const orphan = postmasterOf(dataDir);
    if (orphan && isAlive(orphan)) process.kill(orphan, 'SIGINT');
    rmSync(home, { recursive: true, force: true });
  });

  it('leaves its PostgreSQL running when killed with SIGKILL during a burst of orders', async () => {
    const first = await start(dataDir);
    app = first;
    shop = await openShop(first.url);
    let killed = false;
    const placing = burst(first.url, shop, acknowledged, () => killed);
    await whenPlaced(acknowledged, 30);
    first.child.kill('SIGKILL');
    killed = true;
    expect((await first.exited).signal).toBe('SIGKILL');
    await placing;
    const orphan = postmasterOf(dataDir);
    expect(orphan !== null && isAlive(orphan)).toBe(true);
  }, 240_000);

  it('starts again on the same DATA_DIR, every order it answered 201 to still there', async () => {
    const orphan = postmasterOf(dataDir);
    app = await start(dataDir);
    expect(isAlive(orphan!)).toBe(false);
    const names = await caughtUp(app.url);
    expect(names.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const id of acknowledged) {
      const res = await request(app.url)
        .get(`/api/provider/${shop.providerId}/order/${id}`)
        .set('Authorization', shop.bearer);
      if (res.status !== 200) missing.push(`${id}: ${res.status}`);
    }
    expect(missing).toEqual([]);
  }, 240_000);

  it('has every projection match a rebuild from the events (projections verify)', async () => {
    const names = await caughtUp(app!.url);
    for (const name of names) {
      const verified = await cli(dataDir, 'projections', 'verify', name);
      expect([name, verified.code, verified.out]).toEqual([
        name,
        0,
        expect.stringContaining(`${name}: the live read model matches a rebuild from the events.`),
      ]);
    }
  }, 240_000);

  it('stops on SIGTERM during a burst with no error logged, its PostgreSQL stopped, its lease gone', async () => {
    const running = app!;
    const placed: string[] = [];
    let stopping = false;
    const placing = burst(running.url, shop, placed, () => stopping);
    await whenPlaced(placed, 20);
    const postmaster = postmasterOf(dataDir);
    running.child.kill('SIGTERM');
    stopping = true;
    const exit = await running.exited;
    await placing;
    expect(errorLines(running.output())).toEqual([]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(isAlive(postmaster!)).toBe(false);
    expect(existsSync(join(dataDir, 'embedded-postgres.json'))).toBe(false);
  }, 240_000);
});
