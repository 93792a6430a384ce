import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { migrations, projections } from '../../apps/api/composition';
import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';
import { settled } from '../../apps/api/testing/settle';
import { openShop, placeOrder } from '../../apps/api/testing/shop';
import { runCli } from '../../apps/cli/cli';
import { auditFiles } from '../audit';
import { EVENT_STORE, EventStore } from '../platform';

describe('demo data on an empty provider', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'stockflow-demo-'));
    // Errors are logged (a 5xx with its cause): under a busy CI run this spec's first load once
    // answered 500, and a silent app left nothing to go on.
    t = await createTestApp({
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    });
  });
  afterAll(() => t.close());

  const demo = (who: SignedUp) => `/api/provider/${who.providerId}/demo-data`;
  const base = (who: SignedUp) => `/api/provider/${who.providerId}`;
  const totals = async (who: SignedUp) => {
    const as = asMember(t, who);
    const page = '?limit=1&offset=0';
    const [locations, products, clients, orders, inbox, inventory] = await Promise.all([
      as.get(`${base(who)}/locations`).expect(200),
      as.get(`${base(who)}/products${page}`).expect(200),
      as.get(`${base(who)}/provider_clients${page}`).expect(200),
      as.get(`${base(who)}/orders${page}`).expect(200),
      as.get(`${base(who)}/orders${page}&inbox=true`).expect(200),
      as.get(`${base(who)}/inventory`).expect(200),
    ]);
    return {
      locations: locations.body.locations.length as number,
      products: products.body.pagination.total as number,
      clients: clients.body.pagination.total as number,
      orders: orders.body.pagination.total as number,
      inbox: inbox.body.pagination.total as number,
      stock: (inventory.body.inventory as { current_stock: number }[]).length,
    };
  };
  /** The operator's CLI on the test app's database, event store and audit files. */
  const cli = async (...argv: string[]) => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk) => {
      text += chunk;
    });
    const store = t.app.get<EventStore>(EVENT_STORE);
    await settled(t);
    const code = await runCli(argv, {
      db: t.test.db,
      store,
      projections,
      migrations,
      out,
      err: new PassThrough(),
      audit: auditFiles({ DATA_DIR: dataDir, AUDIT_SIGNING_KEY_FILE: undefined }),
    });
    return { code, text };
  };
  const ledgerRows = async (who: SignedUp) =>
    (
      await t.test.db.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM stock_ledger WHERE provider_id = $1',
        [who.providerId],
      )
    ).rows[0].n;

  describe('loading and removing', () => {
    let owner: SignedUp;
    beforeAll(async () => {
      owner = await signUp(t);
    });

    it('says there is no demo data on a new provider, and that there is nothing to remove', async () => {
      const as = asMember(t, owner);
      const { body } = await as.get(demo(owner)).expect(200);
      expect(body.demo_data).toMatchObject({ status: 'none', loaded_at: null, products: 0 });
      const refused = await as.delete(demo(owner)).expect(409);
      expect(refused.body.message).toBe('There is no demo data to remove.');
    });

    it("loads the seed's data into the empty provider: locations, products, clients, an inbox of pending orders and stock", async () => {
      const as = asMember(t, owner);
      const { body } = await as.post(demo(owner)).expect(201);
      expect(body.demo_data).toMatchObject({
        status: 'loaded',
        locations: 3,
        products: 50,
        clients: 10,
      });
      expect(body.demo_data.orders).toBeGreaterThan(150);
      const now = await totals(owner);
      expect(now).toMatchObject({ locations: 3, products: 50, clients: 10 });
      expect(now.orders).toBe(body.demo_data.orders);
      expect(now.inbox).toBeGreaterThan(0);
      expect(now.stock).toBeGreaterThan(100);
      expect((await as.get(demo(owner)).expect(200)).body.demo_data.status).toBe('loaded');
    }, 120_000);

    it('refuses a second load with a 409 that says why', async () => {
      const refused = await asMember(t, owner).post(demo(owner)).expect(409);
      expect(refused.body.message).toBe(
        'Demo data is loaded already: remove it before loading it again.',
      );
      expect((await totals(owner)).products).toBe(50);
    });

    it('removes exactly the demo data in one click: lists and stock empty again, the stock history kept with the adjustments that emptied it', async () => {
      const as = asMember(t, owner);
      // A checkpoint signed over the demo's stock events, downloaded as an auditor keeps it.
      await as.post(`${base(owner)}/audit/checkpoints`).expect(201);
      const anchor = join(mkdtempSync(join(tmpdir(), 'anchor-')), 'checkpoints.jsonl');
      const download = await as
        .get(`${base(owner)}/audit/checkpoints?format=jsonl`)
        .buffer(true)
        .parse((response, done) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString('utf8');
          });
          response.on('end', () => done(null, text));
        })
        .expect(200);
      writeFileSync(anchor, download.body as string);
      const ledgerBefore = Number(await ledgerRows(owner));
      const { body } = await as.delete(demo(owner)).expect(200);
      expect(body.demo_data).toMatchObject({ status: 'none', products: 0 });
      expect(await totals(owner)).toEqual({
        locations: 0,
        products: 0,
        clients: 0,
        orders: 0,
        inbox: 0,
        stock: 0,
      });
      // Nothing was deleted from the stock history: pending orders cancelled and stock adjusted
      // to zero were appended to it.
      const ledger = await t.test.db.query<{ current: number; committed: number }>(
        `SELECT DISTINCT ON (location_id, product_id) running_current AS current,
                running_committed AS committed
           FROM stock_ledger WHERE provider_id = $1
          ORDER BY location_id, product_id, commit_position DESC, prepare_position DESC`,
        [owner.providerId],
      );
      expect(Number(await ledgerRows(owner))).toBeGreaterThan(ledgerBefore);
      expect(ledger.rows.length).toBeGreaterThan(100);
      expect(ledger.rows.every((row) => row.current === 0 && row.committed === 0)).toBe(true);

      // No event was removed or changed: the checkpoint signed before still holds, the replay
      // agrees with the ledger, and the lists rebuilt from the events are the live ones.
      const chain = await cli(
        'audit',
        'verify-chain',
        '--provider',
        owner.providerId,
        '--anchor',
        anchor,
      );
      expect(chain.text).toMatch(/extend the checkpoint of \d+/);
      expect(chain.code).toBe(0);
      expect(await cli('audit', 'replay', '--provider', owner.providerId)).toMatchObject({
        code: 0,
      });
      expect(await cli('projections', 'verify', 'orders')).toMatchObject({ code: 0 });
      expect(await cli('projections', 'verify', 'inventory')).toMatchObject({ code: 0 });
    }, 180_000);

    it('loads again once the demo is gone', async () => {
      const { body } = await asMember(t, owner).post(demo(owner)).expect(201);
      expect(body.demo_data.products).toBe(50);
      expect((await totals(owner)).products).toBe(50);
    }, 120_000);
  });

  it('refuses to load into a provider that has data, naming what it has', async () => {
    const owner = await signUp(t);
    await openShop(t, owner, { locations: ['Main'], products: { Apple: 2 } });
    const refused = await asMember(t, owner).post(demo(owner)).expect(409);
    expect(refused.body.message).toBe(
      'Demo data loads only into an empty provider, and this one has 1 location and 1 product already.',
    );
    expect((await totals(owner)).products).toBe(1);
  });

  it('gives two loads at once one demo: one loads, the other is refused with a 409', async () => {
    const owner = await signUp(t);
    const as = asMember(t, owner);
    const answers = await Promise.all([as.post(demo(owner)), as.post(demo(owner))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toMatch(
      /^(Demo data is being loaded already\.|Demo data loads only into an empty provider.*)$/,
    );
    const now = await totals(owner);
    expect(now).toMatchObject({ locations: 3, products: 50, clients: 10 });

    // And two removals at once: one removes, the other is refused.
    const removals = await Promise.all([as.delete(demo(owner)), as.delete(demo(owner))]);
    expect(removals.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await totals(owner)).products).toBe(0);
  }, 180_000);

  it('keeps the demo, and says why, once a real order was placed against its products', async () => {
    const owner = await signUp(t);
    const as = asMember(t, owner);
    await as.post(demo(owner)).expect(201);
    const [location] = (await as.get(`${base(owner)}/locations`).expect(200)).body.locations;
    const { inventory } = (await as.get(`${base(owner)}/inventory`).expect(200)).body;
    const cell = inventory.find(
      (row: { location_id: string; current_stock: number }) =>
        row.location_id === location.id && row.current_stock > 0,
    );
    const [client] = (await as.get(`${base(owner)}/provider_clients?limit=1&offset=0`).expect(200))
      .body.provider_clients;
    const placed = await placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: location.id,
      clientId: client.client.id,
      transaction_type: 'ORDER',
      products: [{ id: cell.product_id, quantity: 1 }],
    }).expect(201);
    const before = await totals(owner);

    const refused = await as.delete(demo(owner)).expect(409);
    expect(refused.body.message).toBe(
      'The demo data can no longer be removed: 1 order or stock movement not from the demo was recorded, and removing the demo would lose what it refers to. Deactivate the demo products, clients and locations instead.',
    );
    expect(await totals(owner)).toEqual(before);
    const order = await as.get(`${base(owner)}/order/${placed.body.order.id}`).expect(200);
    expect(order.body.order.cancelled).toBe(false);
    expect((await as.get(demo(owner)).expect(200)).body.demo_data.status).toBe('loaded');
  }, 120_000);

  describe('who may', () => {
    let owner: SignedUp;
    beforeAll(async () => {
      owner = await signUp(t);
    });

    it('refuses a member denied a write permission, and an auditor, with a 403', async () => {
      const partial = await joinTeam(t, owner, 'partial@demo.test', ['inventory:update']);
      const auditor = await joinTeam(t, owner, 'auditor@demo.test', [
        'inventory:update',
        'orders:create',
      ]);
      const refused = await asMember(t, partial).post(demo(owner)).expect(403);
      expect(refused.body.message).toBe(
        'Only the owner and members with no denied permissions may load or remove demo data.',
      );
      await asMember(t, partial).delete(demo(owner)).expect(403);
      const readOnly = await asMember(t, auditor).post(demo(owner)).expect(403);
      expect(readOnly.body.message).toBe('Auditors have read-only access.');
      // Both may see whether demo data is there.
      await asMember(t, partial).get(demo(owner)).expect(200);
      expect((await totals(owner)).products).toBe(0);
    });

    it('answers hostile requests with a 4xx: no token, another provider, a provider id that is no uuid, a body', async () => {
      const stranger = await signUp(t);
      const as = asMember(t, stranger);
      await asMember(t, { bearer: 'Bearer nonsense' }).post(demo(owner)).expect(401);
      await as.post(demo(owner)).expect(403);
      await as.delete(demo(owner)).expect(403);
      const bad = await as.post('/api/provider/not-a-uuid/demo-data');
      expect(bad.status).toBeGreaterThanOrEqual(400);
      expect(bad.status).toBeLessThan(500);
      await openShop(t, stranger, { locations: ['Main'] });
      const withBody = await as
        .post(demo(stranger))
        .set('Content-Type', 'application/json')
        .send('{"products": 1e309, "__proto__": {"x": 1}}');
      expect(withBody.status).toBeGreaterThanOrEqual(400);
      expect(withBody.status).toBeLessThan(500);
      expect((await totals(owner)).products).toBe(0);
    }, 120_000);
  });
});
