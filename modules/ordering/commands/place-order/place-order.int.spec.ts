import request from 'supertest';
import { asMember } from '../../../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  SignedUp,
  signUp,
  TestApp,
} from '../../../../apps/api/testing/create-test-app';
import { openShop, placeOrder } from '../../../../apps/api/testing/shop';

const REUSED_KEY = (key: string) =>
  `The Idempotency-Key "${key}" was already used for a different order: send a new key to place another order.`;

describe('POST /api/order', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let location: { id: string };
  let apple: { id: string };
  let client: { id: string; key: string };
  let link: { id: string };
  const as = (who: SignedUp) => asMember(t, who);
  const post = (who: SignedUp | null, order: object, headers: Record<string, string> = {}) =>
    placeOrder(t, who, order).set(headers);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    other = await signUp(t);
    const shop = await openShop(t, owner, {
      locations: ['Main'],
      products: { Apple: 2 },
      clients: ['Deli'],
    });
    location = shop.locations.Main;
    apple = shop.products.Apple;
    client = shop.clients.Deli;
    link = { id: shop.clients.Deli.linkId };
    await as(owner)
      .post(`/api/provider/${owner.providerId}/client_product_price`)
      .send({ client_id: client.id, product_id: apple.id, name: 'VIP', price: 1.5 })
      .expect(201);
  });
  afterAll(() => t.close());

  const stockOf = async (productId: string) =>
    (
      (
        await as(owner)
          .get(`/api/provider/${owner.providerId}/stock?location_id=${location.id}`)
          .expect(200)
      ).body.stock as { product_id: string; current_stock: number }[]
    ).find((entry) => entry.product_id === productId)?.current_stock ?? 0;
  const appleStock = () => stockOf(apple.id);

  const inbound = (quantity: number) => ({
    providerId: owner.providerId,
    locationId: location.id,
    transaction_type: 'IN',
    products: [{ id: apple.id, quantity }],
  });
  const forClient = (quantity: number, extra: object = {}) => ({
    providerId: owner.providerId,
    locationId: location.id,
    clientId: client.id,
    transaction_type: 'ORDER',
    products: [{ id: apple.id, quantity }],
    ...extra,
  });
  /** The same order as the client sends it through their link: by the link's key. */
  const byLink = (quantity: number, extra: object = {}) =>
    forClient(quantity, { clientId: client.key, ...extra });

  it('receives stock and places an order for a client, answering the order id', async () => {
    const received = await post(owner, inbound(5)).expect(201);
    expect(received.body.order.id).toMatch(/^[0-9a-f-]{36}$/);
    const placed = await post(owner, forClient(2)).expect(201);
    expect(placed.body.order.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses more than the stock at the location with 409 naming the product and what is left', async () => {
    const refused = await post(owner, forClient(4)).expect(409);
    expect(refused.body.message).toBe('Not enough stock of Apple: 3 available.');
  });

  it('places an order once per Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': 'retry-me-1' };
    const first = await post(owner, forClient(1), headers).expect(201);
    const again = await post(owner, forClient(1), headers).expect(201);
    expect(again.body.order.id).toBe(first.body.order.id);
    expect((await post(owner, forClient(3)).expect(409)).body.message).toBe(
      'Not enough stock of Apple: 2 available.',
    );
  });

  it('answers 422 naming the Idempotency-Key sent again with a different order, and places nothing', async () => {
    await post(owner, inbound(5)).expect(201);
    const headers = { 'Idempotency-Key': 'retry-me-2' };
    const first = await post(owner, forClient(1), headers).expect(201);
    const stockLeft = await appleStock();
    for (const changed of [forClient(2), forClient(1, { notes: 'leave at the door' })]) {
      const refused = await post(owner, changed, headers).expect(422);
      expect(refused.body).toEqual({
        statusCode: 422,
        error: REUSED_KEY('retry-me-2'),
        message: REUSED_KEY('retry-me-2'),
      });
    }
    expect(await appleStock()).toBe(stockLeft);
    const again = await post(owner, forClient(1), headers).expect(201);
    expect(again.body.order.id).toBe(first.body.order.id);
  });

  it('places one order for one Idempotency-Key sent at once with different orders', async () => {
    const { products } = await openShop(t, owner, { products: { Pear: 3 } });
    const pear = products.Pear.id;
    await post(owner, { ...inbound(10), products: [{ id: pear, quantity: 10 }] }).expect(201);
    const before = { apple: await appleStock(), pear: await stockOf(pear) };
    const bodies = Array.from({ length: 12 }, (_, n) =>
      forClient(1, {
        products: [
          [{ id: apple.id, quantity: 1 }],
          [{ id: pear, quantity: 1 }],
          [
            { id: apple.id, quantity: 1 },
            { id: pear, quantity: 1 },
          ],
        ][n % 3],
      }),
    );
    const headers = { 'Idempotency-Key': 'raced-key' };
    const answers = await Promise.all(bodies.map((body) => post(owner, body, headers)));
    const placed = answers.filter((res) => res.status === 201);
    expect(new Set(placed.map((res) => res.body.order.id)).size).toBe(1);
    expect(answers.every((res) => res.status === 201 || res.status === 422)).toBe(true);
    // The stock moved by the one order that was placed, whichever it was, and by nothing else.
    const order = (
      await as(owner)
        .get(`/api/provider/${owner.providerId}/order/${placed[0].body.order.id}`)
        .expect(200)
    ).body.order as { line_items: { product: { id: string }; quantity: number }[] };
    const ordered = (id: string) =>
      order.line_items.find((line) => line.product.id === id)?.quantity ?? 0;
    expect({ apple: await appleStock(), pear: await stockOf(pear) }).toEqual({
      apple: before.apple - ordered(apple.id),
      pear: before.pear - ordered(pear),
    });
  });

  it('refuses a quantity that is not a whole JSON number in range, naming the line', async () => {
    const line = (quantity: unknown) => ({
      ...inbound(1),
      products: [
        { id: apple.id, quantity: 1 },
        { id: apple.id, quantity },
      ],
    });
    for (const quantity of [true, '0x10', [7], '7', '', 1.5, 1e300, 2 ** 53, -(10 ** 10), {}]) {
      expect((await post(owner, line(quantity)).expect(400)).body.message).toBe(
        'products[1].quantity must be a whole number from -1,000,000,000 to 1,000,000,000',
      );
    }
    for (const quantity of [null, undefined])
      expect((await post(owner, line(quantity)).expect(400)).body.message).toBe(
        'Each product needs a quantity (products[1].quantity)',
      );
  });

  it('refuses notes over 2,000 characters and names what else is malformed', async () => {
    expect(
      (await post(owner, forClient(1, { notes: 'n'.repeat(2001) })).expect(400)).body.message,
    ).toBe('notes must be at most 2000 characters');
    const bad = (order: object) => post(owner, order).expect(400);
    expect((await bad({ ...forClient(1), providerId: 'x' })).body.message).toBe(
      'providerId must be a provider id',
    );
    expect((await bad({ ...forClient(1), locationId: 'Main' })).body.message).toBe(
      'locationId must be a location id',
    );
    expect((await bad({ ...forClient(1), clientId: 42 })).body.message).toBe(
      'clientId must be a client id',
    );
    expect(
      (await bad({ ...forClient(1), products: [{ id: 'apple', quantity: 1 }] })).body.message,
    ).toBe('Each product needs its id (products[0].id)');
    expect(
      (await bad({ ...forClient(1), products: [{ id: apple.id, quantity: 1, price: 'cheap' }] }))
        .body.message,
    ).toBe('products[0].price must be a number');
    expect((await bad({ ...forClient(1), products: 'apple' })).body.message).toBe(
      'At least one product is requiered for an order.',
    );
    expect(
      (await request(t.app.getHttpServer()).post('/api/order').send({ order: '{nope' }).expect(400))
        .body.message,
    ).toBe('order must be the order as JSON');
    expect((await bad(forClient(1, { notes: 'dock\u00004' }))).body.message).toBe(
      'order.notes contains a NUL character (\\u0000).',
    );
  });

  it("refuses a teammate the permission they are denied, with the spec's message", async () => {
    const mate = await joinTeam(t, owner, 'no-orders@example.test', ['orders:create']);
    expect((await post(mate, forClient(1)).expect(403)).body.message).toBe(
      "You don't have permission to place orders.",
    );
    await post(mate, inbound(1)).expect(201);
    const stocker = await joinTeam(t, owner, 'no-stock@example.test', ['inventory:update']);
    expect((await post(stocker, inbound(1)).expect(403)).body.message).toBe(
      "You don't have permission to adjust inventory.",
    );
  });

  it('refuses a member of another provider and an anonymous movement', async () => {
    expect((await post(other, inbound(1)).expect(403)).body.message).toBe(
      'You are not an active member of this provider.',
    );
    await post(null, inbound(1)).expect(401);
  });

  it("answers the spec's messages for a missing location, client or product lines", async () => {
    expect(
      (await post(owner, { ...forClient(1), locationId: null }).expect(400)).body.message,
    ).toBe('Please select a location.');
    expect((await post(owner, { ...forClient(1), clientId: null }).expect(400)).body.message).toBe(
      'Please select a client.',
    );
    expect((await post(owner, forClient(0)).expect(400)).body.message).toBe(
      'At least one product is requiered for an order.',
    );
    expect(
      (await post(owner, { ...inbound(-1), transaction_type: 'OUT' }).expect(400)).body.message,
    ).toBe('Outs must have positive quantities.');
  });

  it('lets a client order through their link at their price, and refuses an inactive link', async () => {
    const portal = await post(null, { ...byLink(1), locationId: undefined }).expect(201);
    expect(portal.body.order.id).toMatch(/^[0-9a-f-]{36}$/);
    await as(owner)
      .put(`/api/provider/${owner.providerId}/provider_client/${link.id}`)
      .send({ active: false })
      .expect(200);
    expect((await post(null, byLink(1)).expect(403)).body.message).toBe(
      'Your link with this provider is not active.',
    );
    await as(owner)
      .put(`/api/provider/${owner.providerId}/provider_client/${link.id}`)
      .send({ active: true })
      .expect(200);
  });

  it("sends a client's order to the default location, whatever location it names", async () => {
    const annex = (
      await as(owner)
        .post(`/api/provider/${owner.providerId}/location`)
        .send({ name: 'Annex' })
        .expect(201)
    ).body.location;
    const placed = await post(null, { ...byLink(1), locationId: annex.id }).expect(201);
    const order = await as(owner)
      .get(`/api/provider/${owner.providerId}/order/${placed.body.order.id}`)
      .expect(200);
    expect(order.body.order.location).toEqual({ id: location.id, name: 'Main' });
  });

  it('tells a client when the provider has no default location', async () => {
    await as(owner)
      .put(`/api/provider/${owner.providerId}/location/${location.id}`)
      .send({ default: false })
      .expect(200);
    expect(
      (await post(null, { ...byLink(1), locationId: undefined }).expect(400)).body.message,
    ).toBe('Please reach out to your provider, a default location is missing.');
  });
});
