import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import {
  createTestApp,
  joinTeam,
  type SignedUp,
  signUp,
  type TestApp,
} from '../../apps/api/testing/create-test-app';
import { openShop, placeOrder, type Shop } from '../../apps/api/testing/shop';
import { SignedTokens } from '../identity';
import { eventually } from '../platform/testing';
import { LIVE_RECHECK_MS } from './live.gateway';
import type { InventoryCell } from './live-events';
import { connectLive, type LiveClient } from './testing';

/** Resolves when the server closes the socket; fails past the deadline. */
function closedWithin(client: LiveClient, deadlineMs: number): Promise<void> {
  if (!client.socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Socket still open after ${deadlineMs} ms`)),
      deadlineMs,
    );
    client.socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** A re-check's interval, and a margin for a busy machine. */
const CLOSE_BOUND_MS = LIVE_RECHECK_MS + 5_000;

type Pushed = {
  order: { id: string; transaction_type: string; fulfilled: boolean; provider: { id: string } };
};

describe('live channel', () => {
  let t: TestApp;
  let origin: string;
  let a: SignedUp;
  let b: SignedUp;
  let shopA: Shop;
  let shopB: Shop;
  const sockets: LiveClient[] = [];
  const live = async (auth: Parameters<typeof connectLive>[1]) => {
    const client = await connectLive(origin, auth);
    sockets.push(client);
    return client;
  };
  const stockIn = async (owner: SignedUp, shop: Shop, product: string, quantity: number) => {
    const res = await placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: shop.locations.Main.id,
      transaction_type: 'IN',
      products: [{ id: shop.products[product].id, quantity }],
    }).expect(201);
    return res.body.order.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    origin = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    a = await signUp(t);
    b = await signUp(t);
    shopA = await openShop(t, a, {
      locations: ['Main'],
      products: { Bolt: 2 },
      clients: ['Acme', 'Zeta', 'Gone'],
    });
    shopB = await openShop(t, b, { locations: ['Main'], products: { Nut: 3 }, clients: ['Beta'] });
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await t.close();
  });

  it('refuses a socket with no credentials, a bad token or an unknown client', async () => {
    await expect(connectLive(origin, undefined)).rejects.toThrow(/token or a client link key/);
    await expect(connectLive(origin, { token: 'not.a.token' })).rejects.toThrow(/Invalid/);
    await expect(connectLive(origin, { client_id: randomUUID() })).rejects.toThrow(
      /No such client/,
    );
    // A client's id, which every member of the provider reads, is not its link.
    await expect(connectLive(origin, { client_id: shopA.clients.Acme.id })).rejects.toThrow(
      /No such client/,
    );
  });

  it("lets a member join only their own provider's room", async () => {
    const socket = await live({ token: a.token });
    expect(await socket.subscribe({ provider_id: a.providerId })).toEqual({ ok: true });
    expect(await socket.subscribe({ provider_id: b.providerId })).toEqual({
      ok: false,
      error: 'You are not a member of this provider.',
    });
    expect(await socket.subscribe({ client_id: shopA.clients.Acme.key })).toMatchObject({
      ok: false,
    });
  });

  it("delivers a provider's orders and stock to its room and never to another provider's", async () => {
    const socketA = await live({ token: a.token });
    const socketB = await live({ token: b.token });
    await socketA.subscribe({ provider_id: a.providerId });
    await socketB.subscribe({ provider_id: b.providerId });

    const orderB = await stockIn(b, shopB, 'Nut', 7);
    const pushedB = await socketB.next<Pushed>('order', (p) => p.order.id === orderB);
    expect(pushedB.order).toMatchObject({ transaction_type: 'IN', provider: { id: b.providerId } });
    const cells = await socketB.next<{ provider_id: string; cells: InventoryCell[] }>('inventory');
    expect(cells).toEqual({
      provider_id: b.providerId,
      cells: [
        {
          product_id: shopB.products.Nut.id,
          location_id: shopB.locations.Main.id,
          current_stock: 7,
          committed_stock: 0,
          total_stock: 7,
          in_transit_stock: 0,
        },
      ],
    });

    // A's own change arrives after B's (one publisher, in commit order): by then B's is past.
    const orderA = await stockIn(a, shopA, 'Bolt', 5);
    await socketA.next<Pushed>('order', (p) => p.order.id === orderA);
    await socketA.next<{ provider_id: string }>('inventory');
    expect(JSON.stringify(socketA.received)).not.toContain(b.providerId);
    expect(JSON.stringify(socketA.received)).not.toContain(orderB);
  });

  it("pushes a lot-keeping stock's lots once the lots' read model has them, and none for other stocks", async () => {
    const socket = await live({ token: a.token });
    await socket.subscribe({ provider_id: a.providerId });
    const base = `/api/provider/${a.providerId}`;
    const created = await fetch(`${origin}${base}/product`, {
      method: 'POST',
      headers: { Authorization: a.bearer, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Brie', price: 4, track_lots: true }),
    });
    const brie = ((await created.json()) as { product: { id: string } }).product.id;
    const main = shopA.locations.Main.id;
    await placeOrder(t, a, {
      providerId: a.providerId,
      locationId: main,
      transaction_type: 'IN',
      products: [{ id: brie, quantity: 4, lot_code: 'B-7', expiry_date: '2099-01-31' }],
    }).expect(201);
    type Lots = { provider_id: string; stocks: { product_id: string; lots: unknown[] }[] };
    const pushed = await socket.next<Lots>('lots', (p) =>
      p.stocks.some((s) => s.product_id === brie),
    );
    expect(pushed).toEqual({
      provider_id: a.providerId,
      stocks: [
        {
          product_id: brie,
          location_id: main,
          lots: [
            { lot_code: 'B-7', expiry_date: '2099-01-31', current_stock: 4, committed_stock: 0 },
          ],
        },
      ],
    });
    // Read on that message, the Lots screen has the lot.
    const lots = await fetch(`${origin}${base}/lots?product_id=${brie}`, {
      headers: { Authorization: a.bearer },
    });
    expect(((await lots.json()) as { lots: { lot_code: string }[] }).lots).toEqual([
      expect.objectContaining({ lot_code: 'B-7', current_stock: 4 }),
    ]);

    const bolt = await stockIn(a, shopA, 'Bolt', 1);
    await socket.next<Pushed>('order', (p) => p.order.id === bolt);
    await socket.next<{ cells: InventoryCell[] }>('inventory', (p) =>
      p.cells.some((c) => c.product_id === shopA.products.Bolt.id),
    );
    expect(socket.received.filter((m) => m.event === 'lots')).toHaveLength(1);
  });

  it('keeps a member in a room joined while a re-check is reading', async () => {
    const socket = await live({ token: a.token });
    // Hold the re-check's read of the sessions (the handshake's check is remembered), and
    // join the provider's room while that read waits.
    const holder = new Client({ connectionString: t.test.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE identity_sessions IN ACCESS EXCLUSIVE MODE');
      const waiting = async () => {
        // Activity is read once per transaction unless the snapshot is cleared.
        await holder.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await holder.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND query LIKE '%FROM identity_sessions WHERE id = ANY%'`,
        );
        return rows[0].n > 0;
      };
      await eventually(waiting, { timeoutMs: 30_000 });
      expect(await socket.subscribe({ provider_id: a.providerId })).toEqual({ ok: true });
      await holder.query('COMMIT');
      // That re-check has judged the socket once its read is answered.
      await eventually(async () => !(await waiting()));
    } finally {
      await holder.end();
    }
    const order = await stockIn(a, shopA, 'Bolt', 1);
    await expect(socket.next<Pushed>('order', (p) => p.order.id === order)).resolves.toBeDefined();
  }, 60_000);

  it('tells a client of its own orders only, as they change', async () => {
    await stockIn(a, shopA, 'Bolt', 20);
    const acme = await live({ client_id: shopA.clients.Acme.key });
    const zeta = await live({ client_id: shopA.clients.Zeta.key });
    expect(await acme.subscribe({ client_id: shopA.clients.Acme.key })).toEqual({ ok: true });
    expect(await acme.subscribe({ client_id: shopA.clients.Zeta.key })).toMatchObject({
      ok: false,
    });
    expect(await acme.subscribe({ client_id: shopA.clients.Acme.id })).toMatchObject({ ok: false });
    expect(await acme.subscribe({ provider_id: a.providerId })).toMatchObject({ ok: false });
    await zeta.subscribe({ client_id: shopA.clients.Zeta.key });

    const order = (
      await placeOrder(t, null, {
        providerId: a.providerId,
        clientId: shopA.clients.Acme.key,
        transaction_type: 'ORDER',
        products: [{ id: shopA.products.Bolt.id, quantity: 2 }],
      }).expect(201)
    ).body.order.id as string;
    expect(await acme.next<Pushed>('client-order', (p) => p.order.id === order)).toMatchObject({
      order: { fulfilled: false },
    });
    await fetch(`${origin}/api/provider/${a.providerId}/order/${order}`, {
      method: 'PUT',
      headers: { Authorization: a.bearer, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fulfilled: true }),
    });
    await acme.next<Pushed>('client-order', (p) => p.order.id === order && p.order.fulfilled);
    expect(zeta.received).toEqual([]);
  });

  it("pushes an order again to its client's and provider's rooms once its invoice is issued and once a return of it is approved", async () => {
    await stockIn(a, shopA, 'Bolt', 5);
    const staff = await live({ token: a.token });
    const acme = await live({ client_id: shopA.clients.Acme.key });
    const zeta = await live({ client_id: shopA.clients.Zeta.key });
    await staff.subscribe({ provider_id: a.providerId });
    await acme.subscribe({ client_id: shopA.clients.Acme.key });
    await zeta.subscribe({ client_id: shopA.clients.Zeta.key });
    const order = (
      await placeOrder(t, null, {
        providerId: a.providerId,
        clientId: shopA.clients.Acme.key,
        transaction_type: 'ORDER',
        products: [{ id: shopA.products.Bolt.id, quantity: 2 }],
      }).expect(201)
    ).body.order.id as string;
    const o = `${origin}/api/provider/${a.providerId}/order/${order}`;
    const post = (path: string, body: object = {}) =>
      fetch(`${o}${path}`, {
        method: 'POST',
        headers: { Authorization: a.bearer, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    await fetch(o, {
      method: 'PUT',
      headers: { Authorization: a.bearer, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fulfilled: true }),
    });
    await acme.next<Pushed>('client-order', (p) => p.order.id === order && p.order.fulfilled);
    expect(
      (
        await post('/returns', {
          products: [{ product_id: shopA.products.Bolt.id, quantity: 1, reason: 'NOT_NEEDED' }],
        })
      ).status,
    ).toBe(201);
    await acme.next<Pushed>('client-order', (p) => p.order.id === order);

    // Neither changes the order's row: without their own push, the open order page would not
    // know to read its invoices and returns again.
    for (const step of ['/invoices', '/returns/1/approve']) {
      staff.received.splice(0);
      acme.received.splice(0);
      expect((await post(step)).status).toBeLessThan(300);
      await acme.next<Pushed>('client-order', (p) => p.order.id === order);
      await staff.next<Pushed>('order', (p) => p.order.id === order);
    }
    expect(zeta.received).toEqual([]);
  });

  it('closes a member socket when its token expires, unless a fresh one came', async () => {
    const tokens = t.app.get(SignedTokens);
    // Long enough for both sockets to connect on a busy machine (2 s was not, under a full run
    // beside other builds), short enough to wait for.
    const shortLived = await tokens.signAccess(await tokens.verifyAccess(a.token), 5);
    const expiring = await live({ token: shortLived });
    const renewed = await live({ token: shortLived });
    expect(await renewed.socket.emitWithAck('authenticate', a.token)).toEqual({ ok: true });
    const other = b.token;
    expect(await renewed.socket.emitWithAck('authenticate', other)).toEqual({
      ok: false,
      error: 'The token is for another user.',
    });
    await new Promise((resolve) => expiring.socket.once('disconnect', resolve));
    // Both sockets' first expiry was the same instant: a round trip after the first closed
    // shows the renewed one outlived it.
    expect(await renewed.subscribe({ provider_id: a.providerId })).toEqual({ ok: true });
    expect(renewed.socket.connected).toBe(true);
  });

  it("closes a teammate's socket when the owner deactivates them", async () => {
    const mate = await joinTeam(t, a, `deactivated-${randomUUID()}@live.test`);
    const socket = await live({ token: mate.token });
    expect(await socket.subscribe({ provider_id: a.providerId })).toEqual({ ok: true });
    const res = await fetch(`${origin}/api/provider/${a.providerId}/users/${mate.userId}`, {
      method: 'PUT',
      headers: { Authorization: a.bearer, 'Content-Type': 'application/json' },
      body: JSON.stringify({ active: false }),
    });
    expect(res.status).toBe(200);
    await closedWithin(socket, CLOSE_BOUND_MS);
    await expect(connectLive(origin, { token: mate.token })).rejects.toThrow(/session has ended/);
  });

  it("closes a deactivated teammate's socket before the provider's next message can reach it", async () => {
    const mate = await joinTeam(t, a, `cut-off-${randomUUID()}@live.test`);
    const socket = await live({ token: mate.token });
    const owner = await live({ token: a.token });
    expect(await socket.subscribe({ provider_id: a.providerId })).toEqual({ ok: true });
    expect(await owner.subscribe({ provider_id: a.providerId })).toEqual({ ok: true });
    const heardBefore = socket.received.length;
    const closed = closedWithin(socket, CLOSE_BOUND_MS);
    const res = await fetch(`${origin}/api/provider/${a.providerId}/users/${mate.userId}`, {
      method: 'PUT',
      headers: { Authorization: a.bearer, 'Content-Type': 'application/json' },
      body: JSON.stringify({ active: false }),
    });
    expect(res.status).toBe(200);
    // Right after the answer, a change the provider's room hears: the owner's socket gets it.
    const order = await stockIn(a, shopA, 'Bolt', 1);
    await owner.next<Pushed>('order', (p) => p.order.id === order);
    await owner.next<{ cells: InventoryCell[] }>('inventory', (p) =>
      p.cells.some((c) => c.product_id === shopA.products.Bolt.id),
    );
    await closed;
    expect(socket.received.slice(heardBefore)).toEqual([]);
  });

  it("closes a member's socket when they log out", async () => {
    const mate = await joinTeam(t, a, `leaving-${randomUUID()}@live.test`);
    const socket = await live({ token: mate.token });
    await socket.subscribe({ provider_id: a.providerId });
    const res = await fetch(`${origin}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: mate.bearer },
    });
    expect(res.status).toBe(204);
    await closedWithin(socket, CLOSE_BOUND_MS);
  });

  it("closes a client's socket when its link is disabled, and refuses it while disabled", async () => {
    const { key, linkId } = shopA.clients.Gone;
    const socket = await live({ client_id: key });
    expect(await socket.subscribe({ client_id: key })).toEqual({ ok: true });
    const res = await fetch(`${origin}/api/provider/${a.providerId}/provider_client/${linkId}`, {
      method: 'PUT',
      headers: { Authorization: a.bearer, 'Content-Type': 'application/json' },
      body: JSON.stringify({ active: false }),
    });
    expect(res.status).toBe(200);
    await closedWithin(socket, CLOSE_BOUND_MS);
    await expect(connectLive(origin, { client_id: key })).rejects.toThrow(/not active/);
  });
});
