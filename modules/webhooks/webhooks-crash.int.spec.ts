import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { freePort } from '../platform';
import { createTestDatabase, eventually, TestDatabase } from '../platform/testing';
import { TestReceiver } from './testing';

/**
 * The built app (dist/apps/api/main.js, after `npm run build:api`) in a process of its own on
 * a test database, killed with SIGKILL while orders are placed and delivered, then started again
 * on the same database: every acknowledged order reaches the endpoint, in the order placed.
 */
const MAIN = resolve(__dirname, '../../dist/apps/api/main.js');
const START_TIMEOUT_MS = 60_000;

interface RunningApp {
  child: ChildProcess;
  url: string;
  /** What the app printed so far: a failing step shows it, so a 500 names its cause. */
  output(): string;
}

async function startApp(databaseUrl: string): Promise<RunningApp> {
  const port = await freePort();
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'stockflow-webhooks-crash-')),
      AUTH_SECRET: 'test-secret-for-signing-access-tokens-0123',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      WEBHOOKS_RETRY_BASE_MS: '100',
      WEBHOOKS_POLL_MS: '50',
      PROJECTIONS_STANDBY_RETRY_MS: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`no start:\n${output}`)), START_TIMEOUT_MS);
    const onData = () => {
      if (!output.includes('is running at')) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      ready();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`exited (${code}) before it was ready:\n${output}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

/** Fails with the app's own output when `res` is not the `status` expected. */
function expectStatus(res: request.Response, status: number, app: RunningApp): request.Response {
  if (res.status !== status) {
    throw new Error(
      `expected ${status}, got ${res.status} ${JSON.stringify(res.body)}; the app printed:\n${app.output()}`,
    );
  }
  return res;
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

describe('Webhooks across a crash', () => {
  let test: TestDatabase;
  let receiver: TestReceiver;
  let app: RunningApp | undefined;

  beforeAll(async () => {
    // A missing build is a failure, not a skip: `npm test` builds before it runs the specs.
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build:api first`);
    test = await createTestDatabase(2);
    receiver = new TestReceiver();
  });
  afterAll(async () => {
    if (app) await killed(app.child);
    await receiver?.stop();
    await test?.drop();
  });

  it('loses no order and keeps their order when the app is killed mid-delivery and started again', async () => {
    app = await startApp(test.url);
    const signup = expectStatus(
      await request(app.url)
        .post('/api/auth/signup')
        .send({ email: 'crash@example.test', password: 'secret-pass', name: 'Crash Ltd' }),
      200,
      app,
    );
    const bearer = `Bearer ${signup.body.access_token}`;
    const providerId = signup.body.providers[0].provider_id as string;
    const base = `/api/provider/${providerId}`;
    const location = (
      await request(app.url)
        .post(`${base}/location`)
        .set('Authorization', bearer)
        .send({ name: 'Main' })
    ).body.location.id as string;
    const product = (
      await request(app.url)
        .post(`${base}/product`)
        .set('Authorization', bearer)
        .send({ name: 'Apple', price: 1 })
    ).body.product.id as string;
    const hookUrl = await receiver.start();
    // While a first start still builds the outbox, registration answers 503 with Retry-After
    // (2 s): a client waits that long and tries again.
    const answer = await eventually(
      async () => {
        const res = await request(app!.url)
          .post(`${base}/webhooks`)
          .set('Authorization', bearer)
          .send({ url: hookUrl, events: ['order.placed'] });
        return res.status !== 503 && res;
      },
      { timeoutMs: 90_000, everyMs: 2_000 },
    );
    const hook = expectStatus(answer, 201, app);
    receiver.secret = hook.body.secret;

    const placed: string[] = [];
    const place = async (url: string) => {
      const res = await request(url)
        .post('/api/order')
        .set('Authorization', bearer)
        .send({
          order: JSON.stringify({
            providerId,
            locationId: location,
            transaction_type: 'IN',
            products: [{ id: product, quantity: 1 }],
          }),
        });
      if (res.status === 201) placed.push(res.body.order.id);
      return res.status;
    };
    // One order after the other: commit order is the order placed.
    for (let i = 0; i < 40; i++) await place(app.url);
    await eventually(() => receiver.received.length >= 10, { timeoutMs: 20_000 });
    const burst = (async () => {
      for (let i = 0; i < 40; i++) if ((await place(app!.url).catch(() => 0)) !== 201) break;
    })();
    await new Promise((done) => setTimeout(done, 150));
    await killed(app.child);
    await burst;
    const beforeRestart = receiver.acceptedIds().length;

    app = await startApp(test.url);
    for (let i = 0; i < 20; i++) await place(app.url);
    const orderIds = () => {
      const seen = new Set<string>();
      for (const r of receiver.received) if (r.status < 300) seen.add(String(r.body.data.order_id));
      return [...seen];
    };
    await eventually(() => placed.every((id) => orderIds().includes(id)), { timeoutMs: 30_000 });
    // Every order acknowledged arrived; first arrivals follow the order they were placed in (an
    // order whose answer the kill cut off may be there too, in its place).
    const arrived = orderIds().filter((id) => placed.includes(id));
    expect(arrived).toEqual(placed);
    expect(receiver.received.every((r) => r.signed)).toBe(true);
    expect(beforeRestart).toBeLessThan(placed.length);
  }, 180_000);
});
