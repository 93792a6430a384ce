import { asMember } from '../../../../apps/api/testing/as-member';
import {
  createTestApp,
  SignedUp,
  signUp,
  TestApp,
} from '../../../../apps/api/testing/create-test-app';
import { openShop, placeOrder, Shop } from '../../../../apps/api/testing/shop';

describe('GET orders with a search (the Orders list): a number or a client name', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let shop: Shop;
  const list = (who: SignedUp, query: string) =>
    asMember(t, who).get(`/api/provider/${who.providerId}/orders?${query}`);
  const numbers = async (search: string, extra = '') =>
    (await list(owner, `search=${encodeURIComponent(search)}${extra}`).expect(200)).body.orders.map(
      (o: { number: string }) => o.number,
    );

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    other = await signUp(t);
    shop = await openShop(t, owner, {
      locations: ['Main'],
      products: { Apple: 2 },
      clients: ['Acme Retail', 'Bolt Hardware', 'Deli 100% Organic'],
    });
    const main = shop.locations.Main.id;
    const apple = shop.products.Apple.id;
    const place = (order: object) =>
      placeOrder(t, owner, {
        providerId: owner.providerId,
        locationId: main,
        products: [{ id: apple, quantity: 1 }],
        ...order,
      }).expect(201);
    // MV-1001, then #1001 (Acme), #1002 (Bolt); the prefix becomes SO-: SO-1003 (Acme),
    // SO-1004 (Deli 100% Organic).
    await place({ transaction_type: 'IN', products: [{ id: apple, quantity: 50 }] });
    await place({ transaction_type: 'ORDER', clientId: shop.clients['Acme Retail'].id });
    await place({ transaction_type: 'ORDER', clientId: shop.clients['Bolt Hardware'].id });
    await asMember(t, owner)
      .put(`/api/provider/${owner.providerId}/settings`)
      .send({ order_prefix: 'SO-' })
      .expect(200);
    await place({ transaction_type: 'ORDER', clientId: shop.clients['Acme Retail'].id });
    await place({ transaction_type: 'ORDER', clientId: shop.clients['Deli 100% Organic'].id });

    const theirs = await openShop(t, other, {
      locations: ['Elsewhere'],
      products: { Pear: 3 },
      clients: ['Acme Rival'],
    });
    const pear = theirs.products.Pear.id;
    const elsewhere = theirs.locations.Elsewhere.id;
    await placeOrder(t, other, {
      providerId: other.providerId,
      locationId: elsewhere,
      transaction_type: 'IN',
      products: [{ id: pear, quantity: 5 }],
    }).expect(201);
    await placeOrder(t, other, {
      providerId: other.providerId,
      locationId: elsewhere,
      clientId: theirs.clients['Acme Rival'].id,
      transaction_type: 'ORDER',
      products: [{ id: pear, quantity: 1 }],
    }).expect(201);
  });
  afterAll(() => t.close());

  it('finds an order by its number, with its prefix or without, in any case', async () => {
    expect(await numbers('SO-1003')).toEqual(['SO-1003']);
    expect(await numbers('so-1004')).toEqual(['SO-1004']);
    expect(await numbers('1002')).toEqual(['#1002']);
    expect(await numbers('#1001')).toEqual(['#1001']);
    // A bare number is an order's or a movement's.
    expect(await numbers('1001', '&type=IN')).toEqual(['MV-1001']);
    expect(await numbers('MV-1001')).toEqual(['MV-1001']);
  });

  it('finds the orders of a client by the start of its name or, from three letters, any part, newest first, counting only those', async () => {
    const body = (await list(owner, 'search=acme').expect(200)).body;
    expect(body.orders.map((o: { number: string }) => o.number)).toEqual(['SO-1003', '#1001']);
    expect(body.pagination).toEqual({ total: 2 });
    expect(await numbers('RETAIL')).toEqual(['SO-1003', '#1001']);
    expect(await numbers('bo')).toEqual(['#1002']);
    expect(await numbers('re')).toEqual([]);
    expect(await numbers('100%')).toEqual(['SO-1004']);
    expect(await numbers('%')).toEqual([]);
    // With the list's other filters: the page and the total are of what both keep.
    const page = (await list(owner, 'search=acme&type=ORDER&limit=1&offset=1').expect(200)).body;
    expect(page.orders.map((o: { number: string }) => o.number)).toEqual(['#1001']);
    expect(page.pagination).toEqual({ total: 2 });
  });

  it('exports what the search finds', async () => {
    const csv = (
      await asMember(t, owner)
        .get(`/api/provider/${owner.providerId}/orders/export.csv?search=bolt`)
        .expect(200)
    ).text;
    const lines = csv.trim().split('\n').slice(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('#1002');
  });

  it("never finds another provider's orders or clients", async () => {
    expect(await numbers('rival')).toEqual([]);
    const theirs = (await list(other, 'search=acme').expect(200)).body.orders;
    expect(theirs.map((o: { number: string }) => o.number)).toEqual(['#1001']);
    const theirNumber = (await list(other, 'search=1002').expect(200)).body.orders;
    expect(theirNumber).toEqual([]);
  });

  it('refuses a search it cannot take with a 400 naming search', async () => {
    const long = await list(owner, `search=${'1'.repeat(101)}`).expect(400);
    expect(long.body.message).toBe('search must be at most 100 characters');
    const nul = await list(owner, 'search=SO-%00').expect(400);
    expect(nul.body.message).toBe('query.search contains a NUL character (\\u0000).');
    const twice = await list(owner, 'search=1&search=2').expect(400);
    expect(twice.body.message).toBe('search must be text');
  });
});
