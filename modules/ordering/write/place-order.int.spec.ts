import { asMember } from '../../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  SignedUp,
  signUp,
  TestApp,
} from '../../../apps/api/testing/create-test-app';
import { openShop, placeOrder } from '../../../apps/api/testing/shop';

describe('POST /api/order', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let location: { id: string };
  let apple: { id: string };
  let client: { id: string };
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
    const portal = await post(null, { ...forClient(1), locationId: undefined }).expect(201);
    expect(portal.body.order.id).toMatch(/^[0-9a-f-]{36}$/);
    await as(owner)
      .put(`/api/provider/${owner.providerId}/provider_client/${link.id}`)
      .send({ active: false })
      .expect(200);
    expect((await post(null, forClient(1)).expect(403)).body.message).toBe(
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
    const placed = await post(null, { ...forClient(1), locationId: annex.id }).expect(201);
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
      (await post(null, { ...forClient(1), locationId: undefined }).expect(400)).body.message,
    ).toBe('Please reach out to your provider, a default location is missing.');
  });
});
