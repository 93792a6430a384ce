import { asMember } from '../../../../apps/api/testing/as-member';
import { joinTeam, SignedUp, signUp } from '../../../../apps/api/testing/create-test-app';
import { createStripeApp, StripeApp } from '../../../../apps/api/testing/stripe-app';
import { checkoutCompleted, postWebhook } from '../../testing';

describe('billing link: the owner is sent to Stripe Checkout for the Pro plan', () => {
  let t: StripeApp;
  let owner: SignedUp;
  const link = (who: SignedUp) => asMember(t, who).post(`/api/billing/${who.providerId}/link`);

  beforeAll(async () => {
    t = await createStripeApp({ PUBLIC_URL: 'https://stock.example.com' });
    owner = await signUp(t);
  });
  afterAll(() => t.close());

  it('opens a subscription Checkout for a $19/month USD price it creates under the lookup key, with the provider in the metadata', async () => {
    const res = await link(owner).expect(201);

    const [session] = t.stripe.callsTo('POST', '/v1/checkout/sessions');
    expect(res.body).toEqual({ url: expect.stringMatching(`^${t.stripe.url}/c/pay/cs_test_`) });
    expect(session.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'metadata[provider_id]': owner.providerId,
      'subscription_data[metadata][provider_id]': owner.providerId,
      client_reference_id: owner.providerId,
      success_url: `https://stock.example.com/provider/${owner.providerId}/inbox?billing=success`,
      cancel_url: `https://stock.example.com/provider/${owner.providerId}/inbox?billing=cancelled`,
    });
    // No price under the key yet: looked up, then created as the spec's Pro plan.
    expect(t.stripe.callsTo('GET', '/v1/prices')[0].params).toMatchObject({
      'lookup_keys[0]': 'stockflow_pro_monthly',
    });
    const [created] = t.stripe.callsTo('POST', '/v1/prices');
    expect(created.params).toMatchObject({
      currency: 'usd',
      unit_amount: '1900',
      'recurring[interval]': 'month',
      lookup_key: 'stockflow_pro_monthly',
    });
    expect(session.params['line_items[0][price]']).toBe(t.stripe.prices[0].id);
  });

  it('reuses the provider’s Stripe customer and the price for every later Checkout', async () => {
    await link(owner).expect(201);
    await link(owner).expect(201);

    expect(t.stripe.callsTo('POST', '/v1/customers')).toHaveLength(1);
    const customer = t.stripe.callsTo('POST', '/v1/customers')[0];
    expect(customer.params['metadata[provider_id]']).toBe(owner.providerId);
    const sessions = t.stripe.callsTo('POST', '/v1/checkout/sessions');
    expect(sessions).toHaveLength(3);
    expect(new Set(sessions.map((s) => s.params.customer)).size).toBe(1);
    expect(t.stripe.callsTo('POST', '/v1/prices')).toHaveLength(1);
  });

  it('refuses a teammate and an auditor with 403, while both may still read the plan', async () => {
    const mate = await joinTeam(t, owner, `mate-${Date.now()}@example.test`);
    const auditor = await joinTeam(t, owner, `auditor-${Date.now()}@example.test`, [
      'inventory:update',
      'orders:create',
    ]);
    const sessionsBefore = t.stripe.callsTo('POST', '/v1/checkout/sessions').length;
    for (const member of [mate, auditor]) {
      const refused = await link(member).expect(403);
      expect(refused.body.error).toBe('Only the owner can manage billing.');
      await asMember(t, member).get(`/api/billing/${owner.providerId}`).expect(200);
    }
    expect(t.stripe.callsTo('POST', '/v1/checkout/sessions')).toHaveLength(sessionsBefore);
  });

  it('refuses the owner of another provider with 403 and anyone unsigned with 401', async () => {
    const other = await signUp(t);
    await asMember(t, other).post(`/api/billing/${owner.providerId}/link`).expect(403);
    await asMember(t, { bearer: '' }).post(`/api/billing/${owner.providerId}/link`).expect(401);
  });

  it('answers 502 with Stripe’s error in the error field when Stripe refuses', async () => {
    const fresh = await signUp(t);
    t.stripe.failNext(401, 'Invalid API Key provided: sk_test_***');
    const res = await link(fresh).expect(502);
    expect(res.body.error).toContain('Invalid API Key provided');
  });

  it('sends a provider already on Pro to the customer portal of its customer instead', async () => {
    const customerId = t.stripe.callsTo('POST', '/v1/checkout/sessions')[0].params.customer;
    await postWebhook(
      t.app.getHttpServer(),
      checkoutCompleted({ providerId: owner.providerId, customerId }),
    ).expect(200);
    const sessionsBefore = t.stripe.callsTo('POST', '/v1/checkout/sessions').length;

    const res = await link(owner).expect(201);

    expect(res.body).toEqual({ url: expect.stringMatching(`^${t.stripe.url}/p/session/bps_`) });
    const [portal] = t.stripe.callsTo('POST', '/v1/billing_portal/sessions');
    expect(portal.params).toEqual({
      customer: customerId,
      return_url: `https://stock.example.com/provider/${owner.providerId}/inbox`,
    });
    expect(t.stripe.callsTo('POST', '/v1/checkout/sessions')).toHaveLength(sessionsBefore);
  });
});

describe('billing link: a Pro price already in Stripe', () => {
  let t: StripeApp;

  beforeAll(async () => {
    t = await createStripeApp({ STRIPE_PRICE_LOOKUP_KEY: 'team_pro' });
    t.stripe.prices.push({
      id: 'price_made_in_dashboard',
      lookup_key: 'team_pro',
      unit_amount: 1900,
      currency: 'usd',
    });
  });
  afterAll(() => t.close());

  it('is found by its lookup key and used, not created again', async () => {
    const owner = await signUp(t);
    await asMember(t, owner).post(`/api/billing/${owner.providerId}/link`).expect(201);

    expect(t.stripe.callsTo('POST', '/v1/prices')).toHaveLength(0);
    const [session] = t.stripe.callsTo('POST', '/v1/checkout/sessions');
    expect(session.params['line_items[0][price]']).toBe('price_made_in_dashboard');
  });
});
