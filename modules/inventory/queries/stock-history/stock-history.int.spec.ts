import { asMember } from '../../../../apps/api/testing/as-member';
import {
  createTestApp,
  SignedUp,
  signUp,
  TestApp,
} from '../../../../apps/api/testing/create-test-app';
import { openShop, placeOrder } from '../../../../apps/api/testing/shop';
import { parseCsv } from '../../../platform';
import type { LedgerEntryResponse } from '../../responses/stock-ledger.response.dto';

const tick = () => new Promise((resolve) => setTimeout(resolve, 15));

describe('stock history: the ledger, as-of reads and order histories', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let base: string;
  let location: { id: string };
  let apple: { id: string };
  let client: { id: string; key: string };
  const moments: Record<string, string> = {};
  let orderId: string;
  const as = (who: SignedUp) => asMember(t, who);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'auditor-owner@example.test');
    other = await signUp(t);
    base = `/api/provider/${owner.providerId}`;
    const shop = await openShop(t, owner, {
      locations: ['Main'],
      products: { Apple: 2 },
      clients: ['Deli'],
    });
    location = shop.locations.Main;
    apple = shop.products.Apple;
    client = shop.clients.Deli;
    moments.before = new Date().toISOString();
    await tick();
    await placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: location.id,
      transaction_type: 'IN',
      products: [{ id: apple.id, quantity: 10 }],
    }).expect(201);
    await tick();
    moments.stocked = new Date().toISOString();
    await tick();
    orderId = (
      await placeOrder(t, null, {
        providerId: owner.providerId,
        clientId: client.key,
        transaction_type: 'ORDER',
        notes: 'first',
        products: [{ id: apple.id, quantity: 3 }],
      }).expect(201)
    ).body.order.id;
    await tick();
    moments.ordered = new Date().toISOString();
    await tick();
    await as(owner).put(`${base}/order/${orderId}`).send({ notes: 'dock 4' }).expect(200);
    await as(owner).put(`${base}/order/${orderId}`).send({ fulfilled: true }).expect(200);
  });
  afterAll(() => t.close());

  it('keeps one ledger row per stock change, newest first, whose running figures end at the live inventory', async () => {
    const { history, pagination } = (
      await as(owner).get(`${base}/stock/history?product_id=${apple.id}`).expect(200)
    ).body;
    expect(pagination).toEqual({ total: 3, capped: false });
    expect(
      history.map(
        (row: {
          event_type: string;
          order_type: string;
          delta_current: number;
          delta_committed: number;
          running_current: number;
          running_committed: number;
        }) => [
          row.order_type,
          row.event_type,
          row.delta_current,
          row.delta_committed,
          row.running_current,
          row.running_committed,
        ],
      ),
    ).toEqual([
      ['ORDER', 'fulfilled', 0, -3, 7, 0],
      ['ORDER', 'placed', -3, 3, 7, 3],
      ['IN', 'placed', 10, 0, 10, 0],
    ]);
    expect(history[0]).toMatchObject({
      order_id: orderId,
      location_id: location.id,
      actor: { type: 'user', name: 'auditor-owner@example.test' },
    });
    expect(history[1].actor).toMatchObject({ type: 'client', id: client.id, name: 'Deli' });
    const live = (await as(owner).get(`${base}/inventory`).expect(200)).body.inventory;
    expect(live).toEqual([
      expect.objectContaining({ product_id: apple.id, current_stock: 7, committed_stock: 0 }),
    ]);
  });

  it('reads the inventory as it stood at any moment', async () => {
    const at = async (moment: string) =>
      (
        await as(owner)
          .get(`${base}/inventory?as_of=${encodeURIComponent(moment)}`)
          .expect(200)
      ).body;
    expect(await at(moments.before)).toEqual({ inventory: [], as_of: moments.before });
    expect((await at(moments.stocked)).inventory).toEqual([
      expect.objectContaining({ current_stock: 10, committed_stock: 0, total_stock: 10 }),
    ]);
    expect((await at(moments.ordered)).inventory).toEqual([
      expect.objectContaining({ current_stock: 7, committed_stock: 3, total_stock: 10 }),
    ]);
    const paged = (
      await as(owner)
        .get(`${base}/inventory?limit=50&as_of=${encodeURIComponent(moments.stocked)}`)
        .expect(200)
    ).body;
    expect(paged).toMatchObject({ pagination: { total: 1 }, inventory: [{ current_stock: 10 }] });
    expect(
      (await as(owner).get(`${base}/inventory?as_of=yesterday`).expect(400)).body.message,
    ).toBe('as_of must be an ISO date and time, e.g. 2026-11-21T09:30:00Z');
  });

  it('reads the widest moments a calendar has, and names a moment it cannot read', async () => {
    const latest = encodeURIComponent('9999-12-31T23:59:59-14:00');
    expect((await as(owner).get(`${base}/inventory?as_of=${latest}`).expect(200)).body).toEqual(
      expect.objectContaining({ inventory: [expect.objectContaining({ current_stock: 7 })] }),
    );
    await as(owner).get(`${base}/order/${orderId}?as_of=${latest}`).expect(200);
    const history = (query: string) => as(owner).get(`${base}/stock/history?${query}`);
    expect((await history(`from=0100-01-01&to=${latest}`).expect(200)).body.history).toHaveLength(
      3,
    );
    for (const bad of ['0000-01-01', '2026-02-30'])
      expect((await as(owner).get(`${base}/inventory?as_of=${bad}`).expect(400)).body.message).toBe(
        'as_of must be an ISO date and time, e.g. 2026-11-21T09:30:00Z',
      );
    expect(
      (await as(owner).get(`${base}/order/${orderId}?as_of=0000-01-01`).expect(400)).body.message,
    ).toBe('as_of must be an ISO date and time, e.g. 2026-11-21T09:30:00Z');
    for (const name of ['from', 'to'])
      expect((await history(`${name}=0000-01-01`).expect(400)).body.message).toBe(
        `${name} must be an ISO date and time, e.g. 2026-11-21T09:30:00Z`,
      );
    for (const offset of ['99999999999999999999', '1e20'])
      for (const format of ['json', 'csv'])
        expect(
          (await history(`offset=${offset}&format=${format}`).expect(400)).body.message,
        ).toMatch(/^offset must be a whole number/);
  });

  it('shows an order as it stood, and its events in order with who and when', async () => {
    const then = (
      await as(owner)
        .get(`${base}/order/${orderId}?as_of=${encodeURIComponent(moments.ordered)}`)
        .expect(200)
    ).body.order;
    expect(then).toMatchObject({ id: orderId, notes: 'first', fulfilled: false, cancelled: false });
    expect(then.line_items).toEqual([
      expect.objectContaining({ quantity: 3, product: expect.objectContaining({ name: 'Apple' }) }),
    ]);
    const now = (await as(owner).get(`${base}/order/${orderId}`).expect(200)).body.order;
    expect(now).toMatchObject({ notes: 'dock 4', fulfilled: true });
    await as(owner)
      .get(`${base}/order/${orderId}?as_of=${encodeURIComponent(moments.before)}`)
      .expect(404);

    const { history } = (await as(owner).get(`${base}/order/${orderId}/history`).expect(200)).body;
    expect(history.map((e: { type: string }) => e.type)).toEqual([
      'OrderPlaced',
      'OrderNotesChanged',
      // Fullfill ships what remains: a shipment, then the order complete.
      'OrderShipped',
      'OrderFulfilled',
    ]);
    expect(history[0].actor).toMatchObject({ type: 'client', name: 'Deli' });
    expect(history[1]).toMatchObject({
      actor: { type: 'user', name: 'auditor-owner@example.test' },
      detail: { notes: 'dock 4' },
    });
  });

  it('exports the ledger as CSV', async () => {
    const res = await as(owner).get(`${base}/stock/history?format=csv`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'at,position,product_id,location_id,event_type,order_type,order_id,actor_type,actor,delta_current,delta_committed,running_current,running_committed,effective_at,reason,note',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain(',IN,');
    expect(res.headers['content-disposition']).toBe('attachment; filename="stock-history.csv"');
    // Line for line what the JSON list says, the actor by name (a user by email, a client by
    // its name): PostgreSQL writes the file, the app the list.
    const { history } = (await as(owner).get(`${base}/stock/history`).expect(200)).body;
    expect(
      parseCsv(res.text)
        .slice(1)
        .map((r) => r.fields),
    ).toEqual(
      history.map((e: LedgerEntryResponse) => [
        e.at,
        e.position,
        e.product_id,
        e.location_id,
        e.event_type,
        e.order_type,
        e.order_id,
        e.actor.type ?? '',
        e.actor.name ?? e.actor.id ?? '',
        String(e.delta_current),
        String(e.delta_committed),
        String(e.running_current),
        String(e.running_committed),
        e.effective_at,
        e.reason ?? '',
        e.note ?? '',
      ]),
    );
    expect(history.map((e: LedgerEntryResponse) => e.actor.name)).toEqual([
      'auditor-owner@example.test',
      'Deli',
      'auditor-owner@example.test',
    ]);
  });

  it('exports only the page that limit and offset give, when they are given', async () => {
    const all = (await as(owner).get(`${base}/stock/history?format=csv`).expect(200)).text
      .trim()
      .split(/\r?\n/);
    const page = (
      await as(owner).get(`${base}/stock/history?format=csv&limit=2&offset=1`).expect(200)
    ).text
      .trim()
      .split(/\r?\n/);
    expect(page).toEqual([all[0], all[2], all[3]]);
  });

  it('orders the changes of one moment by global position as numbers, not as text', async () => {
    // One movement's stock events share their time; make their sequence numbers cross 99,999.
    await t.test.db.query(
      'ALTER TABLE event_store_events ALTER COLUMN sequence RESTART WITH 99998',
    );
    const shop = await openShop(t, owner, { products: { Pear: 1, Plum: 1, Fig: 1 } });
    const ids = [shop.products.Pear.id, shop.products.Plum.id, shop.products.Fig.id];
    await placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: location.id,
      transaction_type: 'IN',
      products: ids.map((id) => ({ id, quantity: 1 })),
    }).expect(201);
    const { history } = (await as(owner).get(`${base}/stock/history?limit=3`).expect(200)).body as {
      history: { position: string }[];
    };
    const sequences = history.map((row) => Number(row.position.split('/')[1]));
    expect(sequences).toEqual([100001, 100000, 99999]);
  });

  it('shows another provider none of it', async () => {
    await as(other).get(`/api/provider/${other.providerId}/order/${orderId}/history`).expect(404);
    await as(other)
      .get(
        `/api/provider/${other.providerId}/order/${orderId}?as_of=${encodeURIComponent(moments.ordered)}`,
      )
      .expect(404);
    expect(
      (await as(other).get(`/api/provider/${other.providerId}/stock/history`).expect(200)).body
        .history,
    ).toEqual([]);
    await as(other).get(`${base}/stock/history`).expect(403);
  });
});
