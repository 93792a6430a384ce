/**
 * Two processes of the built app on one PostgreSQL, as a deployment with several instances
 * runs: the live channel fans out through the database, and the projections run once, in
 * whichever process holds their lease.
 */

import { createTestDatabase, eventually, type TestDatabase } from '../modules/platform/testing';
import { connectLive, type LiveClient } from '../modules/realtime/testing';
import { type AppServer, startAppServer } from './support/app-server';

type Health = { projections: { name: string; state: string }[] };

async function call<T>(base: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Polls until `read` answers something `wanted` accepts. */
const until = <T>(read: () => Promise<T>, wanted: (value: T) => boolean, timeoutMs = 20_000) =>
  eventually(
    async () => {
      const value = await read();
      if (!wanted(value)) throw new Error(`Not reached: ${JSON.stringify(value)}`);
      return value;
    },
    { timeoutMs, everyMs: 200 },
  );

const running = (health: Health) => health.projections.every((p) => p.state === 'running');
const standby = (health: Health) => health.projections.every((p) => p.state === 'standby');

describe('two app processes on one database', () => {
  let database: TestDatabase;
  let first: AppServer;
  let second: AppServer;
  let socket: LiveClient | undefined;
  let token: string;
  let providerId: string;
  let locationId: string;
  let productId: string;

  const stockIn = (through: AppServer, quantity: number) =>
    call<{ order: { id: string } }>(
      through.url,
      'POST',
      '/api/order',
      {
        order: JSON.stringify({
          providerId,
          locationId,
          transaction_type: 'IN',
          products: [{ id: productId, quantity }],
        }),
      },
      token,
    ).then((body) => body.order.id);

  beforeAll(async () => {
    database = await createTestDatabase(2);
    first = await startAppServer({ database });
    await until(() => call<Health>(first.url, 'GET', '/api/health'), running);
    second = await startAppServer({ database, env: { PROJECTIONS_STANDBY_RETRY_MS: '500' } });
    const session = await call<{ access_token: string; providers: { provider_id: string }[] }>(
      first.url,
      'POST',
      '/api/auth/signup',
      { email: 'two@example.test', password: 'two-instances', name: 'Two' },
    );
    token = session.access_token;
    providerId = session.providers[0].provider_id;
    const provider = `/api/provider/${providerId}`;
    locationId = (
      await call<{ location: { id: string } }>(
        first.url,
        'POST',
        `${provider}/location`,
        { name: 'Main' },
        token,
      )
    ).location.id;
    productId = (
      await call<{ product: { id: string } }>(
        first.url,
        'POST',
        `${provider}/product`,
        { name: 'Bolt', price: 2 },
        token,
      )
    ).product.id;
  }, 120_000);

  afterAll(async () => {
    socket?.close();
    await second?.stop();
    await first?.stop();
    await database?.drop();
  });

  it('delivers an order placed through one process to a socket on the other', async () => {
    // The second process settles into standby once it has tried the projections' locks.
    await until(() => call<Health>(second.url, 'GET', '/api/health'), standby);
    socket = await connectLive(second.url, { token });
    expect(await socket.subscribe({ provider_id: providerId })).toEqual({ ok: true });
    const orderId = await stockIn(first, 5);
    await socket.next<{ order: { id: string } }>('order', (p) => p.order.id === orderId);
  }, 90_000);

  it('lets the other process take the projections over when their process dies, losing no event', async () => {
    // Orders keep coming through the second process while the first is killed mid-stream.
    const placing = Promise.all(Array.from({ length: 6 }, (_, i) => stockIn(second, i + 1)));
    await first.kill();
    const placed = await placing;
    await until(() => call<Health>(second.url, 'GET', '/api/health'), running);
    const after = await stockIn(second, 10);
    await socket!.next<{ order: { id: string } }>('order', (p) => p.order.id === after);

    const provider = `/api/provider/${providerId}`;
    const orders = await call<{ orders: { id: string }[]; pagination: { total: number } }>(
      second.url,
      'GET',
      `${provider}/orders?limit=50`,
      undefined,
      token,
    );
    expect(orders.pagination.total).toBe(8);
    expect(orders.orders.map((o) => o.id)).toEqual(expect.arrayContaining([...placed, after]));
    const stock = await call<{ inventory: { product_id: string; current_stock: number }[] }>(
      second.url,
      'GET',
      `${provider}/inventory`,
      undefined,
      token,
    );
    // 5 before, 1 + 2 + ... + 6 = 21 across the kill, 10 after.
    expect(stock.inventory.find((row) => row.product_id === productId)?.current_stock).toBe(36);
  }, 90_000);
});
