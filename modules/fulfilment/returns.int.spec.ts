import { asMember } from '../../apps/api/testing/as-member';
import { joinTeam, signUp } from '../../apps/api/testing/create-test-app';
import { shopApp } from '../../apps/api/testing/shop';
import { replayStock } from '../audit';
import { ordersProjection } from '../ordering';
import { Database, EVENT_STORE, EventStore, verifyProjection } from '../platform';
import { returnsProjection } from './projections/returns/returns.projection';

const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');

interface Return {
  sequence: number;
  number: string;
  status: string;
  refusal: string | null;
  location_id: string | null;
  lines: {
    product_name: string;
    quantity: number;
    reason: string;
    restocked: number | null;
    written_off: number | null;
    write_off_reason: string | null;
  }[];
}

describe('returns of shipped units', () => {
  const s = shopApp({
    env: { DATABASE_POOL_SIZE: '30' },
    locations: ['Main', 'Annex'],
    products: { Widget: 5, Gadget: 7, Milk: { price: 2, track_lots: true } },
    clients: ['Acme', 'Other'],
    stock: { Widget: 50, Gadget: 50 },
  });
  const { as, http, stockIn, order, cell } = s;
  const key = () => s.shop.clients.Acme.key;
  /** An order of the client's, shipped whole. */
  const shippedOrder = async (lines: Record<string, number>) => {
    const id = await order(lines);
    await s.ship(id).expect(201);
    return id;
  };
  const ask = (id: string, lines: Record<string, [number, string]>, client?: string) =>
    s.askReturn(id, lines, { client, note: 'Box crushed' });
  const returnPath = (id: string, sequence: number) => `${s.base}/order/${id}/returns/${sequence}`;

  it('takes a return from the portal, approved, then restocked and written off line by line', async () => {
    const id = await shippedOrder({ Widget: 5, Gadget: 2 });
    expect(await cell('Widget')).toEqual([45, 0]);
    const asked = (await ask(id, { Widget: [3, 'DAMAGED'], Gadget: [0, 'OTHER'] }).expect(201)).body
      .return as Return;
    const placed = await s.readOrder(id);
    expect(asked).toMatchObject({
      sequence: 1,
      number: `${placed.number}-R1`,
      status: 'REQUESTED',
      lines: [{ product_name: 'Widget', quantity: 3, reason: 'DAMAGED', restocked: null }],
    });
    // Staff see it too; it waits for their answer.
    const listed = (await as().get(`${s.base}/order/${id}/returns`).expect(200)).body.returns;
    expect(listed.map((r: Return) => r.status)).toEqual(['REQUESTED']);
    await as()
      .post(`${returnPath(id, 1)}/receive`)
      .send({})
      .expect(409);

    await as()
      .post(`${returnPath(id, 1)}/approve`)
      .expect(200);
    const received = (
      await as()
        .post(`${returnPath(id, 1)}/receive`)
        .send({
          location_id: s.shop.locations.Annex.id,
          products: [
            {
              product_id: s.shop.products.Widget.id,
              restock: 2,
              write_off: 1,
              write_off_reason: 'DAMAGE',
            },
          ],
        })
        .expect(200)
    ).body.return as Return;
    expect(received).toMatchObject({
      status: 'RECEIVED',
      location_id: s.shop.locations.Annex.id,
      lines: [{ restocked: 2, written_off: 1, write_off_reason: 'DAMAGE' }],
    });
    // Two good Widgets are back, at the Annex; the crushed one never comes back.
    expect(await cell('Widget', 'Annex')).toEqual([2, 0]);
    expect(await cell('Widget')).toEqual([45, 0]);
    await as()
      .post(`${returnPath(id, 1)}/receive`)
      .send({})
      .expect(409);

    const { history } = (await as().get(`${s.base}/order/${id}/history`).expect(200)).body;
    expect(history.map((e: { type: string }) => e.type).slice(-3)).toEqual([
      'ReturnRequested',
      'ReturnApproved',
      'ReturnReceived',
    ]);
    const ledger = (
      await as().get(`${s.base}/stock/history?product_id=${s.shop.products.Widget.id}`).expect(200)
    ).body;
    expect(JSON.stringify(ledger)).toContain('"event_type":"returned"');
    const db = s.t.app.get(Database);
    const store = s.t.app.get<EventStore>(EVENT_STORE);
    expect(await replayStock(db, store, s.owner.providerId, FAR_FUTURE)).toMatchObject({
      differences: [],
      inconsistent: [],
    });
    expect(await verifyProjection(db, store, returnsProjection)).toEqual([]);
    expect(await verifyProjection(db, store, ordersProjection)).toEqual([]);
  });

  it('never takes back more than was shipped, however many asks race; a refusal frees the units', async () => {
    const id = await shippedOrder({ Gadget: 4 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => ask(id, { Gadget: [1, 'NOT_NEEDED'] })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 201, 409, 409]);
    expect((await ask(id, { Gadget: [1, 'NOT_NEEDED'] }).expect(409)).body.message).toBe(
      'At most 0 of Gadget can be returned.',
    );
    const refused = await as()
      .post(`${returnPath(id, 1)}/refuse`)
      .send({ reason: 'Opened packaging cannot be returned.' })
      .expect(200);
    expect(refused.body.return).toMatchObject({
      status: 'REFUSED',
      refusal: 'Opened packaging cannot be returned.',
    });
    // The refused unit may be asked again.
    await ask(id, { Gadget: [1, 'WRONG_ITEM'] }).expect(201);
    await as()
      .post(`${returnPath(id, 1)}/approve`)
      .expect(409);
  });

  it('refuses what is no return: unshipped orders, other clients, bad lines, wrong answers', async () => {
    const pending = await order({ Widget: 1 });
    expect((await ask(pending, { Widget: [1, 'DAMAGED'] }).expect(409)).body.message).toBe(
      'Nothing of this order has been shipped yet.',
    );
    const id = await shippedOrder({ Widget: 2 });
    await ask(id, { Widget: [1, 'DAMAGED'] }, 'Other').expect(404);
    expect((await ask(id, { Gadget: [1, 'DAMAGED'] }).expect(400)).body.message).toBe(
      'This product was not shipped in this order.',
    );
    expect((await ask(id, { Widget: [1, 'BORED'] }).expect(400)).body.message).toContain(
      'products[0].reason must be one of',
    );
    expect((await ask(id, { Widget: [-1, 'DAMAGED'] }).expect(400)).body.message).toContain(
      'products[0].quantity must be a whole number',
    );
    expect(
      (
        await http()
          .post(`/api/client/${key()}/order/${id}/returns`)
          .send({ products: 'all' })
          .expect(400)
      ).body.message,
    ).toContain('products must be a list');
    await ask(id, { Widget: [2, 'DAMAGED'] }).expect(201);
    await as()
      .post(`${returnPath(id, 1)}/refuse`)
      .send({ reason: '' })
      .expect(400);
    await as()
      .post(`${returnPath(id, 2)}/approve`)
      .expect(404);
    await as().post(`${s.base}/order/${id}/returns/x/approve`).expect(404);
    await as()
      .post(`${returnPath(id, 1)}/approve`)
      .expect(200);
    expect(
      (
        await as()
          .post(`${returnPath(id, 1)}/receive`)
          .send({
            products: [{ product_id: s.shop.products.Widget.id, restock: 1, write_off: 0 }],
          })
          .expect(400)
      ).body.message,
    ).toBe("Each line's restocked and written-off units must add up to the 2 returned.");
    // Members who may not touch stock may not receive it; strangers see nothing.
    const clerk = await joinTeam(s.t, s.owner, 'clerk@example.test', ['inventory:update']);
    await as(clerk)
      .post(`${returnPath(id, 1)}/receive`)
      .send({})
      .expect(403);
    const stranger = await signUp(s.t);
    await asMember(s.t, stranger).get(`${s.base}/order/${id}/returns`).expect(403);
    await as()
      .post(`${returnPath(id, 1)}/receive`)
      .send({})
      .expect(200);
    expect(await cell('Widget')).toEqual([45 - 1 - 2 + 2, 1]);
  });

  it('puts returned lot-tracked units back into the lots they left in', async () => {
    await stockIn('Milk', 3, { lot_code: 'SOON', expiry_date: '2031-01-01' });
    await stockIn('Milk', 3, { lot_code: 'LATE', expiry_date: '2032-01-01' });
    const id = await shippedOrder({ Milk: 4 });
    await ask(id, { Milk: [2, 'NOT_NEEDED'] }).expect(201);
    await as()
      .post(`${returnPath(id, 1)}/approve`)
      .expect(200);
    await as()
      .post(`${returnPath(id, 1)}/receive`)
      .send({})
      .expect(200);
    const lots = (
      await as().get(`${s.base}/lots?product_id=${s.shop.products.Milk.id}`).expect(200)
    ).body.lots.map((l: { lot_code: string; current_stock: number }) => [
      l.lot_code,
      l.current_stock,
    ]);
    // 4 left as SOON ×3 and LATE ×1; two came back, the first expiring first.
    expect(Object.fromEntries(lots)).toEqual({ SOON: 2, LATE: 2 });
  });
});
