import sharp from 'sharp';
import request from 'supertest';
import { asMember } from '../../../apps/api/testing/as-member';
import {
  createTestApp,
  SignedUp,
  signUp,
  TestApp,
} from '../../../apps/api/testing/create-test-app';
import { settled } from '../../../apps/api/testing/settle';
import { openShop, placeOrder, Shop } from '../../../apps/api/testing/shop';
import { createStripeApp } from '../../../apps/api/testing/stripe-app';
import { connectLive } from '../../realtime/testing';
import { billingProjection } from '../projections/billing/billing.projection';
import { checkoutCompleted, postWebhook } from '../testing';

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer();

/** A provider with a location, an apple in stock and one client, for the limits to bite on. */
async function openApples(t: TestApp): Promise<{ owner: SignedUp; shop: Shop }> {
  const owner = await signUp(t);
  const shop = await openShop(t, owner, {
    locations: ['Main'],
    products: { Apple: 2 },
    clients: ['Deli'],
  });
  await placeOrder(t, owner, {
    providerId: owner.providerId,
    locationId: shop.locations.Main.id,
    transaction_type: 'IN',
    products: [{ id: shop.products.Apple.id, quantity: 100 }],
  }).expect(201);
  return { owner, shop };
}

/** The calls each limit stands in front of. */
function limitedCalls(t: TestApp, owner: SignedUp, shop: Shop) {
  const http = () => request(t.app.getHttpServer());
  const apple = shop.products.Apple.id;
  const deli = shop.clients.Deli.id;
  const deliLink = shop.clients.Deli.key;
  return {
    uploadPhoto: async () =>
      asMember(t, owner)
        .post(`/api/provider/${owner.providerId}/files`)
        .attach('file', await png(), { filename: 'apple.png', contentType: 'image/png' }),
    portal: () => http().get(`/api/client/${deliLink}/provider_client`),
    portalProducts: () =>
      http().get(`/api/client/${deliLink}/products?provider_id=${owner.providerId}`),
    portalOrders: () => http().get(`/api/client/${deliLink}/orders`),
    clientOrder: () =>
      placeOrder(t, null, {
        providerId: owner.providerId,
        clientId: deliLink,
        transaction_type: 'ORDER',
        products: [{ id: apple, quantity: 1 }],
      }),
    providerOrder: () =>
      placeOrder(t, owner, {
        providerId: owner.providerId,
        clientId: deli,
        locationId: shop.locations.Main.id,
        transaction_type: 'ORDER',
        products: [{ id: apple, quantity: 1 }],
      }),
    movement: (type: 'IN' | 'OUT') =>
      placeOrder(t, owner, {
        providerId: owner.providerId,
        locationId: shop.locations.Main.id,
        transaction_type: type,
        products: [{ id: apple, quantity: 1 }],
      }),
  };
}

const refusal = (code: string) => ({
  statusCode: 402,
  error: 'Payment Required',
  message: expect.any(String),
  code,
});

/**
 * Once billing has read every event written so far, the provider's orders of this month are
 * `n`: an order counted that should not be (a refused one, a movement) makes it fail.
 */
async function counted(t: TestApp, owner: SignedUp, n: number): Promise<void> {
  await settled(t, [billingProjection.name]);
  const status = await asMember(t, owner).get(`/api/billing/${owner.providerId}`).expect(200);
  expect(status.body.ordersThisMonth).toBe(n);
}

describe('Free plan limits (Stripe mode), enforced on the server', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createStripeApp({ FREE_ORDERS_PER_MONTH: '2' });
  });
  afterAll(() => t.close());

  it('shows a new provider on Free with this month’s orders and the limit', async () => {
    const { owner } = await openApples(t);
    const res = await asMember(t, owner).get(`/api/billing/${owner.providerId}`).expect(200);
    expect(res.body).toEqual({
      mode: 'stripe',
      plan: 'free',
      ordersThisMonth: 0,
      freeOrdersPerMonth: 2,
    });
  });

  it('refuses a product photo with 402 PRO_REQUIRED_PHOTOS', async () => {
    const { owner, shop } = await openApples(t);
    const res = await limitedCalls(t, owner, shop).uploadPhoto();
    expect(res.status).toBe(402);
    expect(res.body).toEqual(refusal('PRO_REQUIRED_PHOTOS'));
  });

  it('refuses the client link with 402 PRO_REQUIRED_CLIENT_LINKS, telling the client nothing about the provider', async () => {
    const { owner, shop } = await openApples(t);
    const calls = limitedCalls(t, owner, shop);
    for (const call of [
      calls.portal,
      calls.portalProducts,
      calls.portalOrders,
      calls.clientOrder,
    ]) {
      const res = await call();
      expect(res.status).toBe(402);
      expect(res.body).toEqual(refusal('PRO_REQUIRED_CLIENT_LINKS'));
      expect(res.body.message).toBe(
        'This ordering link is not available. Please contact your provider.',
      );
    }
    // Nothing was ordered through the refused link, and it opens no live channel either.
    await counted(t, owner, 0);
    await t.app.listen(0, '127.0.0.1');
    const origin = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    await expect(connectLive(origin, { client_id: shop.clients.Deli.key })).rejects.toThrow(
      'This ordering link is not available. Please contact your provider.',
    );
  });

  /** A Free provider that has placed this month's 2 orders. */
  async function atTheLimit() {
    const { owner, shop } = await openApples(t);
    const calls = limitedCalls(t, owner, shop);
    await calls.providerOrder().expect(201);
    await calls.providerOrder().expect(201);
    await counted(t, owner, 2);
    return { owner, calls };
  }

  it('takes FREE_ORDERS_PER_MONTH orders, then refuses with 402 FREE_ORDER_LIMIT, and never limits movements', async () => {
    const { owner, calls } = await atTheLimit();

    const refused = await calls.providerOrder();

    expect(refused.status).toBe(402);
    expect(refused.body).toEqual(refusal('FREE_ORDER_LIMIT'));
    expect(refused.body.message).toContain('2 orders a month');
    await calls.movement('IN').expect(201);
    await calls.movement('OUT').expect(201);
    await counted(t, owner, 2);
  });

  it('lifts every limit once Stripe reports the completed Checkout', async () => {
    const { owner, calls } = await atTheLimit();
    expect((await calls.providerOrder()).status).toBe(402);

    await postWebhook(
      t.app.getHttpServer(),
      checkoutCompleted({ providerId: owner.providerId, customerId: 'cus_paid' }),
    ).expect(200);

    expect((await calls.uploadPhoto()).status).toBe(201);
    await calls.portal().expect(200);
    await calls.portalProducts().expect(200);
    await calls.clientOrder().expect(201);
    await calls.providerOrder().expect(201);
    const status = await asMember(t, owner).get(`/api/billing/${owner.providerId}`).expect(200);
    expect(status.body.plan).toBe('pro');
  });

  it('answers Free with no orders, rather than failing, before the billing projection has made its tables', async () => {
    // No projection runs in this app, so its billing tables are never made.
    const early = await createStripeApp({ PROJECTIONS_ENABLED: 'false' });
    try {
      const owner = await signUp(early);
      const res = await asMember(early, owner).get(`/api/billing/${owner.providerId}`).expect(200);
      expect(res.body).toMatchObject({ mode: 'stripe', plan: 'free', ordersThisMonth: 0 });
    } finally {
      await early.close();
    }
  });
});

describe('the Free monthly order limit under concurrency', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createStripeApp({ FREE_ORDERS_PER_MONTH: '5', DATABASE_POOL_SIZE: '30' });
  });
  afterAll(() => t.close());

  it('places exactly FREE_ORDERS_PER_MONTH of 30 racing orders and refuses the rest with 402 FREE_ORDER_LIMIT', async () => {
    const { owner, shop } = await openApples(t);
    const calls = limitedCalls(t, owner, shop);

    const answers = await Promise.all(Array.from({ length: 30 }, () => calls.providerOrder()));

    expect(answers.filter((res) => res.status === 201)).toHaveLength(5);
    const refused = answers.filter((res) => res.status !== 201);
    expect(refused).toHaveLength(25);
    for (const res of refused) expect(res.body).toEqual(refusal('FREE_ORDER_LIMIT'));
    const orders = await asMember(t, owner)
      .get(`/api/provider/${owner.providerId}/orders?type=ORDER`)
      .expect(200);
    expect(orders.body.pagination.total).toBe(5);
    await calls.movement('IN').expect(201);
    expect((await calls.providerOrder()).status).toBe(402);
    await counted(t, owner, 5);
  }, 60_000);

  it("answers an Idempotency-Key's retry of the month's last order with that order", async () => {
    const { owner, shop } = await openApples(t);
    const calls = limitedCalls(t, owner, shop);
    for (let n = 0; n < 4; n++) await calls.providerOrder().expect(201);
    const last = await calls.providerOrder().set('Idempotency-Key', 'fifth').expect(201);
    await counted(t, owner, 5);

    const again = await calls.providerOrder().set('Idempotency-Key', 'fifth').expect(201);

    expect(again.body.order.id).toBe(last.body.order.id);
    expect((await calls.providerOrder()).status).toBe(402);
  });
});

describe('self-hosted (no STRIPE_SECRET_KEY): no plans and no limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ FREE_ORDERS_PER_MONTH: '1' });
  });
  afterAll(() => t.close());

  it('says so on GET billing and offers no Checkout and no webhook', async () => {
    const owner = await signUp(t);
    const as = asMember(t, owner);
    const status = await as.get(`/api/billing/${owner.providerId}`).expect(200);
    expect(status.body).toEqual({
      mode: 'self-hosted',
      plan: null,
      ordersThisMonth: null,
      freeOrdersPerMonth: null,
    });
    await as.post(`/api/billing/${owner.providerId}/link`).expect(404);
    await postWebhook(
      t.app.getHttpServer(),
      checkoutCompleted({ providerId: owner.providerId, customerId: 'cus_x' }),
    ).expect(404);
  });

  it('takes photos, client links and orders past FREE_ORDERS_PER_MONTH', async () => {
    const { owner, shop } = await openApples(t);
    const calls = limitedCalls(t, owner, shop);
    expect((await calls.uploadPhoto()).status).toBe(201);
    await calls.portal().expect(200);
    await calls.clientOrder().expect(201);
    await calls.providerOrder().expect(201);
    await calls.providerOrder().expect(201);
  });
});
