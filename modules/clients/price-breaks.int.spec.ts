import request from 'supertest';
import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';
import { openShop, Shop } from '../../apps/api/testing/shop';

const TIERS = [
  { min_quantity: 12, price: 4 },
  { min_quantity: 48, price: 3.5 },
];

describe('quantity breaks of a product and of a client (price_breaks, client_price_breaks)', () => {
  let t: TestApp;
  let owner: SignedUp;
  let stranger: SignedUp;
  let shop: Shop;
  let theirs: Shop;
  const as = (who: SignedUp) => asMember(t, who);
  const products = () => `/api/provider/${owner.providerId}/product`;
  const base = () => `/api/provider/${owner.providerId}/client_price_breaks`;
  const breaks = (body: object) => as(owner).post(base()).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    stranger = await signUp(t);
    shop = await openShop(t, owner, { products: { Spelt: 7 }, clients: ['Deli', 'Bakery'] });
    const rye = await as(owner)
      .post(products())
      .send({ name: 'Rye Loaf', price: 5, price_breaks: TIERS })
      .expect(201);
    shop.products['Rye Loaf'] = rye.body.product;
    theirs = await openShop(t, stranger, { products: { Oats: 2 }, clients: ['Cafe'] });
  });
  afterAll(() => t.close());

  it("keeps a product's breaks, answers them, replaces and removes them", async () => {
    expect(shop.products['Rye Loaf']).toMatchObject({ price: 5, price_breaks: TIERS });
    // A product made without breaks has none.
    expect(shop.products.Spelt).toMatchObject({ price_breaks: [] });
    const id = shop.products['Rye Loaf'].id;
    const read = await as(owner).get(`${products()}/${id}`).expect(200);
    expect(read.body.product.price_breaks).toEqual(TIERS);
    // Prices as decimal text are kept as amounts, as product prices are.
    const changed = await as(owner)
      .put(`${products()}/${id}`)
      .send({ price_breaks: [{ min_quantity: 24, price: '3.75' }] })
      .expect(200);
    expect(changed.body.product.price_breaks).toEqual([{ min_quantity: 24, price: 3.75 }]);
    // Left out, they stay; an empty list removes them.
    await as(owner).put(`${products()}/${id}`).send({ name: 'Rye Loaf' }).expect(200);
    expect((await as(owner).get(`${products()}/${id}`)).body.product.price_breaks).toEqual([
      { min_quantity: 24, price: 3.75 },
    ]);
    await as(owner).put(`${products()}/${id}`).send({ price_breaks: TIERS }).expect(200);
  });

  it("refuses a product's bad breaks with a 400 naming the field, changing nothing", async () => {
    const id = shop.products['Rye Loaf'].id;
    const says = async (price_breaks: unknown, message: string) => {
      const made = await as(owner)
        .post(products())
        .send({ name: 'Bad', price: 5, price_breaks })
        .expect(400);
      expect(made.body.message).toBe(message);
      const put = await as(owner).put(`${products()}/${id}`).send({ price_breaks }).expect(400);
      expect(put.body.message).toBe(message);
    };
    await says(null, 'price_breaks must be a list of breaks');
    await says('12:4', 'price_breaks must be a list of breaks');
    await says(
      [
        { min_quantity: 48, price: 3 },
        { min_quantity: 12, price: 4 },
      ],
      'price_breaks[1].min_quantity must be larger than the break before it (48)',
    );
    await says(
      [
        { min_quantity: 12, price: 3 },
        { min_quantity: 12, price: 4 },
      ],
      'price_breaks[1].min_quantity must be larger than the break before it (12)',
    );
    for (const bad of [1, 0, -12, 12.5, '12', null, 1_000_001])
      await says(
        [{ min_quantity: bad, price: 4 }],
        'price_breaks[0].min_quantity must be a whole number from 2 to 1,000,000',
      );
    for (const bad of [-1, 4.001, null, '', 'four', true])
      await says(
        [{ min_quantity: 12, price: bad }],
        'price_breaks[0].price must be an amount, not negative, at most 2 decimals',
      );
    // NUL is refused before anything else, naming where it is.
    await says(
      [{ min_quantity: 12, price: '4\u0000' }],
      'body.price_breaks.0.price contains a NUL character (\\u0000).',
    );
    await says([null], 'price_breaks[0] must be a break: { min_quantity, price }');
    await says(
      Array.from({ length: 11 }, (_, i) => ({ min_quantity: i + 2, price: 1 })),
      'price_breaks may hold at most 10 breaks',
    );
    expect((await as(owner).get(`${products()}/${id}`)).body.product.price_breaks).toEqual(TIERS);
  });

  it("keeps a client's own breaks beside the product's, replaces and removes them", async () => {
    const rye = shop.products['Rye Loaf'].id;
    const own = [{ min_quantity: 6, price: 4.5 }];
    const made = await breaks({
      client_id: shop.clients.Deli.id,
      product_id: rye,
      price_breaks: own,
    }).expect(201);
    expect(made.body.price_breaks).toEqual({
      id: expect.any(String),
      client_id: shop.clients.Deli.id,
      product_id: rye,
      client: { id: shop.clients.Deli.id, name: 'Deli' },
      product: { id: rye, name: 'Rye Loaf', price: 5, price_breaks: TIERS },
      price_breaks: own,
    });
    const id = made.body.price_breaks.id;
    const byClient = await as(owner).get(`${base()}?client_id=${shop.clients.Deli.id}`).expect(200);
    expect(byClient.body.price_breaks.map((r: { id: string }) => r.id)).toEqual([id]);
    const none = await as(owner).get(`${base()}?client_id=${shop.clients.Bakery.id}`).expect(200);
    expect(none.body.price_breaks).toEqual([]);

    const changed = await as(owner).put(`${base()}/${id}`).send({ price_breaks: [] }).expect(200);
    expect(changed.body.price_breaks.price_breaks).toEqual([]);
    const twice = await breaks({
      client_id: shop.clients.Deli.id,
      product_id: rye,
      price_breaks: own,
    }).expect(409);
    expect(twice.body.message).toBe(
      'This client already has its own price breaks for this product.',
    );
    await as(owner).delete(`${base()}/${id}`).expect(204);
    await as(owner).delete(`${base()}/${id}`).expect(404);
    await as(owner).put(`${base()}/${id}`).send({ price_breaks: [] }).expect(404);
  });

  it("takes no client or product of another provider's, and finds none of its breaks", async () => {
    const spelt = shop.products.Spelt.id;
    const noClient = await breaks({
      client_id: theirs.clients.Cafe.id,
      product_id: spelt,
      price_breaks: [],
    }).expect(404);
    expect(noClient.body.message).toBe('No such client.');
    const noProduct = await breaks({
      client_id: shop.clients.Deli.id,
      product_id: theirs.products.Oats.id,
      price_breaks: [],
    }).expect(404);
    expect(noProduct.body.message).toBe('No such product.');
    const other = await as(stranger)
      .post(`/api/provider/${stranger.providerId}/client_price_breaks`)
      .send({
        client_id: theirs.clients.Cafe.id,
        product_id: theirs.products.Oats.id,
        price_breaks: TIERS,
      })
      .expect(201);
    const id = other.body.price_breaks.id;
    await as(owner).put(`${base()}/${id}`).send({ price_breaks: [] }).expect(404);
    await as(owner).delete(`${base()}/${id}`).expect(404);
    const listed = await as(owner).get(base()).expect(200);
    expect(listed.body.price_breaks.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it('is for members only; an auditor reads but does not change, and a key needs clients:write', async () => {
    const body = {
      client_id: shop.clients.Bakery.id,
      product_id: shop.products.Spelt.id,
      price_breaks: TIERS,
    };
    await as(stranger).get(base()).expect(403);
    await as(stranger).post(base()).send(body).expect(403);
    await request(t.app.getHttpServer()).get(base()).expect(401);
    const auditor = await joinTeam(t, owner, 'breaks-auditor@example.test', [
      'inventory:update',
      'orders:create',
    ]);
    await as(auditor).get(base()).expect(200);
    const refused = await as(auditor).post(base()).send(body).expect(403);
    expect(refused.body.message).toBe('Auditors have read-only access.');
    const clerk = await joinTeam(t, owner, 'breaks-clerk@example.test', ['inventory:update']);
    const made = await as(clerk).post(base()).send(body).expect(201);
    const key = async (scopes: string[]) =>
      (
        await as(owner)
          .post(`/api/provider/${owner.providerId}/api-keys`)
          .send({ name: scopes.join(' '), scopes })
          .expect(201)
      ).body.secret as string;
    const reader = { Authorization: `Bearer ${await key(['clients:read'])}` };
    const writer = { Authorization: `Bearer ${await key(['clients:write'])}` };
    const http = () => request(t.app.getHttpServer());
    const path = `${base()}/${made.body.price_breaks.id}`;
    await http().get(base()).set(reader).expect(200);
    await http().put(path).set(reader).send({ price_breaks: [] }).expect(403);
    await http().put(path).set(writer).send({ price_breaks: [] }).expect(200);
  });

  it("refuses a client's bad breaks with a 400 naming the field, changing nothing", async () => {
    const body = { client_id: shop.clients.Deli.id, product_id: shop.products.Spelt.id };
    const says = async (sent: object, message: string) => {
      const res = await breaks(sent).expect(400);
      expect(res.body.message).toBe(message);
    };
    await says({ ...body, client_id: 'nope', price_breaks: [] }, 'client_id must be a client id');
    await says({ ...body, product_id: 42, price_breaks: [] }, 'product_id must be a product id');
    await says(body, 'price_breaks must be a list of breaks');
    await says({ ...body, price_breaks: null }, 'price_breaks must be a list of breaks');
    await says(
      { ...body, price_breaks: [{ min_quantity: 12, price: -4 }] },
      'price_breaks[0].price must be an amount, not negative, at most 2 decimals',
    );
    await says(
      { ...body, price_breaks: [{ min_quantity: 12, price: '\u0000' }] },
      'body.price_breaks.0.price contains a NUL character (\\u0000).',
    );
    await says(
      { ...body, price_breaks: [{ min_quantity: 12, price: 4, min: 2 }] },
      'price_breaks[0].min is not a field of a break',
    );
    await as(owner).put(`${base()}/not-an-id`).send({ price_breaks: [] }).expect(400);
    const listed = await as(owner).get(`${base()}?client_id=${body.client_id}`).expect(200);
    expect(
      listed.body.price_breaks.filter(
        (r: { product_id: string }) => r.product_id === body.product_id,
      ),
    ).toEqual([]);
  });
});
