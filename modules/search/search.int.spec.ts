import { asMember } from '../../apps/api/testing/as-member';
import { createTestApp, SignedUp, signUp, TestApp } from '../../apps/api/testing/create-test-app';
import { openShop, placeOrder, Shop } from '../../apps/api/testing/shop';

describe('search across orders, products and clients (the command palette)', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let shop: Shop;
  let orderId: string;
  const search = (who: SignedUp, q: string, extra = '') =>
    asMember(t, who).get(
      `/api/provider/${who.providerId}/search?q=${encodeURIComponent(q)}${extra}`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    other = await signUp(t);
    shop = await openShop(t, owner, {
      locations: ['Main'],
      products: {
        'Blue Widget': { price: 4, sku: 'BW-100' },
        'Red Widget': { price: 5, sku: 'RW-200' },
        'Widget Stand': 12,
        'Gear 50% off': 3,
      },
      clients: ['Acme Retail', 'Bolt Hardware'],
    });
    await openShop(t, other, {
      locations: ['Elsewhere'],
      products: { 'Blue Widget Copy': { price: 4, sku: 'BW-999' } },
      clients: ['Acme Rival'],
    });
    await placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: shop.locations.Main.id,
      transaction_type: 'IN',
      products: [{ id: shop.products['Blue Widget'].id, quantity: 10 }],
    }).expect(201);
    const placed = await placeOrder(t, null, {
      providerId: owner.providerId,
      clientId: shop.clients['Acme Retail'].key,
      transaction_type: 'ORDER',
      products: [{ id: shop.products['Blue Widget'].id, quantity: 2 }],
    }).expect(201);
    orderId = placed.body.order.id;
  });
  afterAll(() => t.close());

  it('finds an order by its number, written with or without its prefix', async () => {
    // A bare number is an order's or a movement's; the newest first.
    const bare = (await search(owner, '1001').expect(200)).body.orders;
    expect(bare.map((o: { number: string }) => o.number)).toEqual(['#1001', 'MV-1001']);
    for (const q of ['#1001', ' #1001 ']) {
      const { orders } = (await search(owner, q).expect(200)).body;
      expect(orders).toEqual([
        expect.objectContaining({
          id: orderId,
          number: '#1001',
          transaction_type: 'ORDER',
          status: 'PENDING',
          client_name: 'Acme Retail',
          total: '8.00',
          currency: 'USD',
        }),
      ]);
    }
    // The movement has a series of its own.
    const { orders } = (await search(owner, 'MV-1001').expect(200)).body;
    expect(orders.map((o: { number: string }) => o.number)).toEqual(['MV-1001']);
  });

  it('finds products by exact SKU first, then names starting with the text, then names holding it', async () => {
    const bySku = (await search(owner, 'bw-100').expect(200)).body.products;
    expect(bySku.map((p: { name: string }) => p.name)).toEqual(['Blue Widget']);

    const names = (await search(owner, 'widget').expect(200)).body.products.map(
      (p: { name: string }) => p.name,
    );
    // "Widget Stand" starts with it; the others hold it.
    expect(names).toEqual(['Widget Stand', 'Blue Widget', 'Red Widget']);

    // Two letters: starts of names only.
    const short = (await search(owner, 're').expect(200)).body.products;
    expect(short.map((p: { name: string }) => p.name)).toEqual(['Red Widget']);

    // LIKE's wildcards are plain characters in a search.
    const percent = (await search(owner, '50%').expect(200)).body.products;
    expect(percent.map((p: { name: string }) => p.name)).toEqual(['Gear 50% off']);
    expect((await search(owner, '_').expect(200)).body.products).toEqual([]);
  });

  it('finds clients by name or email, and no number finds no order', async () => {
    const body = (await search(owner, 'acme').expect(200)).body;
    expect(body.clients).toEqual([
      {
        id: shop.clients['Acme Retail'].id,
        name: 'Acme Retail',
        email: 'acme-retail@example.test',
      },
    ]);
    expect(body.orders).toEqual([]);
    const byEmail = (await search(owner, 'bolt-hardware@example.test').expect(200)).body.clients;
    expect(byEmail.map((c: { name: string }) => c.name)).toEqual(['Bolt Hardware']);
  });

  it("never finds another provider's orders, products or clients", async () => {
    const body = (await search(owner, 'bw-999').expect(200)).body;
    expect(body.products).toEqual([]);
    const rival = (await search(owner, 'rival').expect(200)).body;
    expect(rival.clients).toEqual([]);
    const theirs = (await search(other, '1001').expect(200)).body;
    expect(theirs.orders).toEqual([]);
    // Nor through another provider's path.
    await asMember(t, other).get(`/api/provider/${owner.providerId}/search?q=acme`).expect(403);
  });

  it('bounds each kind by limit and refuses a search it cannot take with a 400 naming it', async () => {
    const limited = (await search(owner, 'widget', '&limit=1').expect(200)).body.products;
    expect(limited).toHaveLength(1);
    for (const [q, extra, field] of [
      ['', '', 'q'],
      ['x'.repeat(101), '', 'q'],
      ['a\u0000b', '', 'q'],
      ['widget', '&limit=0', 'limit'],
      ['widget', '&limit=1e3', 'limit'],
    ]) {
      const res = await search(owner, q, extra);
      expect(res.status).toBe(400);
      // The message names the field as a word ("q must not be empty", "query.q contains…").
      const message = [res.body.message].flat().join(' | ');
      expect(message).toMatch(new RegExp(`\\b${field}\\b`));
    }
    await asMember(t, owner).get(`/api/provider/${owner.providerId}/search`).expect(400);
  });
});
