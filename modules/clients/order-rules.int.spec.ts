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

describe("a client's own ordering rules (client_product_rules)", () => {
  let t: TestApp;
  let owner: SignedUp;
  let stranger: SignedUp;
  let shop: Shop;
  let theirs: Shop;
  const as = (who: SignedUp) => asMember(t, who);
  const base = () => `/api/provider/${owner.providerId}/client_product_rules`;
  const rule = (body: object) => as(owner).post(base()).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    stranger = await signUp(t);
    shop = await openShop(t, owner, {
      products: { Spelt: 7 },
      clients: ['Deli', 'Bakery'],
    });
    const rye = await as(owner)
      .post(`/api/provider/${owner.providerId}/product`)
      .send({ name: 'Rye Loaf', price: 4, min_quantity: 6, case_pack: 6 })
      .expect(201);
    shop.products['Rye Loaf'] = rye.body.product;
    theirs = await openShop(t, stranger, { products: { Oats: 2 }, clients: ['Cafe'] });
  });
  afterAll(() => t.close());

  it("keeps a client's own minimum and case pack beside the product's, changes and removes them", async () => {
    const rye = shop.products['Rye Loaf'].id;
    const made = await rule({
      client_id: shop.clients.Deli.id,
      product_id: rye,
      min_quantity: 12,
      case_pack: 4,
    }).expect(201);
    expect(made.body.order_rules).toEqual({
      id: expect.any(String),
      client_id: shop.clients.Deli.id,
      product_id: rye,
      client: { id: shop.clients.Deli.id, name: 'Deli' },
      product: { id: rye, name: 'Rye Loaf', min_quantity: 6, case_pack: 6 },
      min_quantity: 12,
      case_pack: 4,
    });
    const id = made.body.order_rules.id;
    // Listed by client and by product; another client has none.
    const byClient = await as(owner).get(`${base()}?client_id=${shop.clients.Deli.id}`).expect(200);
    expect(byClient.body.order_rules.map((r: { id: string }) => r.id)).toEqual([id]);
    const byProduct = await as(owner).get(`${base()}?product_id=${rye}`).expect(200);
    expect(byProduct.body.order_rules.map((r: { id: string }) => r.id)).toEqual([id]);
    const none = await as(owner).get(`${base()}?client_id=${shop.clients.Bakery.id}`).expect(200);
    expect(none.body.order_rules).toEqual([]);

    // A rule left out stays; null waives it for this client.
    const changed = await as(owner).put(`${base()}/${id}`).send({ case_pack: null }).expect(200);
    expect(changed.body.order_rules).toMatchObject({ min_quantity: 12, case_pack: null });
    // The same pair twice is refused; the first stays.
    const twice = await rule({ client_id: shop.clients.Deli.id, product_id: rye }).expect(409);
    expect(twice.body.message).toBe(
      'This client already has its own order rules for this product.',
    );

    await as(owner).delete(`${base()}/${id}`).expect(204);
    await as(owner).delete(`${base()}/${id}`).expect(404);
    await as(owner).put(`${base()}/${id}`).send({ min_quantity: 2 }).expect(404);
    expect(
      (await as(owner).get(`${base()}?product_id=${rye}`).expect(200)).body.order_rules,
    ).toEqual([]);
  });

  it("takes no rule or client or product of another provider's", async () => {
    const spelt = shop.products.Spelt.id;
    const noClient = await rule({ client_id: theirs.clients.Cafe.id, product_id: spelt }).expect(
      404,
    );
    expect(noClient.body.message).toBe('No such client.');
    const noProduct = await rule({
      client_id: shop.clients.Deli.id,
      product_id: theirs.products.Oats.id,
    }).expect(404);
    expect(noProduct.body.message).toBe('No such product.');
    // Another provider's rule is not found through this provider's path.
    const other = await as(stranger)
      .post(`/api/provider/${stranger.providerId}/client_product_rules`)
      .send({ client_id: theirs.clients.Cafe.id, product_id: theirs.products.Oats.id })
      .expect(201);
    const id = other.body.order_rules.id;
    await as(owner).put(`${base()}/${id}`).send({ min_quantity: 1 }).expect(404);
    await as(owner).delete(`${base()}/${id}`).expect(404);
    const listed = await as(owner).get(base()).expect(200);
    expect(listed.body.order_rules.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it('is for members only; an auditor reads but does not change, and a key needs clients:write', async () => {
    const body = { client_id: shop.clients.Bakery.id, product_id: shop.products.Spelt.id };
    // Someone else's members, and nobody signed in, reach nothing.
    await as(stranger).get(base()).expect(403);
    await as(stranger).post(base()).send(body).expect(403);
    await request(t.app.getHttpServer()).get(base()).expect(401);
    const auditor = await joinTeam(t, owner, 'rules-auditor@example.test', [
      'inventory:update',
      'orders:create',
    ]);
    await as(auditor).get(base()).expect(200);
    const refused = await as(auditor).post(base()).send(body).expect(403);
    expect(refused.body.message).toBe('Auditors have read-only access.');
    // A teammate denied one permission still sets them (terms of sale, as custom prices are).
    const clerk = await joinTeam(t, owner, 'rules-clerk@example.test', ['inventory:update']);
    const made = await as(clerk)
      .post(base())
      .send({ ...body, min_quantity: 3 })
      .expect(201);
    // An API key reads with clients:read and changes only with clients:write.
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
    await http().get(base()).set(reader).expect(200);
    await http()
      .put(`${base()}/${made.body.order_rules.id}`)
      .set(reader)
      .send({ min_quantity: 4 })
      .expect(403);
    await http()
      .put(`${base()}/${made.body.order_rules.id}`)
      .set(writer)
      .send({ min_quantity: 4 })
      .expect(200);
  });

  it('refuses hostile or bad input with a 400 naming the field, changing nothing', async () => {
    const body = { client_id: shop.clients.Deli.id, product_id: shop.products.Spelt.id };
    const says = async (sent: object, message: string) => {
      const res = await rule(sent).expect(400);
      expect(res.body.message).toBe(message);
    };
    await says({ ...body, client_id: 'nope' }, 'client_id must be a client id');
    await says({ product_id: body.product_id }, 'client_id must be a client id');
    await says({ ...body, product_id: 42 }, 'product_id must be a product id');
    for (const field of ['min_quantity', 'case_pack'])
      for (const bad of [0, -1, 1.5, 1_000_001, '6', false, [6], { n: 6 }])
        await says(
          { ...body, [field]: bad },
          `${field} must be a whole number from 1 to 1,000,000, or null for none`,
        );
    await as(owner).get(`${base()}?client_id=1`).expect(400);
    await as(owner).put(`${base()}/not-an-id`).send({ min_quantity: 2 }).expect(400);
    await as(owner).delete(`${base()}/not-an-id`).expect(400);
    const listed = await as(owner).get(`${base()}?client_id=${body.client_id}`).expect(200);
    expect(
      listed.body.order_rules.filter(
        (r: { product_id: string }) => r.product_id === body.product_id,
      ),
    ).toEqual([]);
  });
});
