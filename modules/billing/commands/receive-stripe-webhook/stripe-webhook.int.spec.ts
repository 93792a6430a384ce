import { asMember } from '../../../../apps/api/testing/as-member';
import { SignedUp, signUp } from '../../../../apps/api/testing/create-test-app';
import { createStripeApp, StripeApp } from '../../../../apps/api/testing/stripe-app';
import { EVENT_STORE, EventStore } from '../../../platform';
import {
  checkoutCompleted,
  postWebhook,
  StripeEventJson,
  signedWebhook,
  subscriptionEvent,
} from '../../testing';

describe('Stripe webhook: signed events move a provider between Free and Pro', () => {
  let t: StripeApp;
  const now = () => Math.floor(Date.now() / 1000);
  const deliver = (event: StripeEventJson) => postWebhook(t.app.getHttpServer(), event).expect(200);
  const planOf = async (who: SignedUp) =>
    (await asMember(t, who).get(`/api/billing/${who.providerId}`).expect(200)).body.plan;
  const history = (who: SignedUp) =>
    t.app.get<EventStore>(EVENT_STORE).readStream(`plan-${who.providerId}`);
  const planEvents = async (who: SignedUp) =>
    (await history(who))
      .filter((e) => e.type === 'PlanChanged')
      .map((e) => (e.data as { plan: string }).plan);

  /** A new owner who went through Checkout once, so Stripe knows its customer. */
  async function subscriber() {
    const owner = await signUp(t);
    await asMember(t, owner).post(`/api/billing/${owner.providerId}/link`).expect(201);
    const customerId = t.stripe.callsTo('POST', '/v1/checkout/sessions').at(-1)!.params.customer;
    const completed = (created = now()) =>
      checkoutCompleted({ providerId: owner.providerId, customerId, created });
    /** A subscription event; `withMetadata: false` leaves our provider id out of it. */
    const subscription = (
      type: 'customer.subscription.updated' | 'customer.subscription.deleted',
      status: string,
      created = now(),
      withMetadata = true,
    ) =>
      subscriptionEvent(type, {
        status,
        customerId,
        providerId: withMetadata ? owner.providerId : undefined,
        created,
      });
    return { owner, customerId, completed, subscription };
  }

  beforeAll(async () => {
    t = await createStripeApp();
  });
  afterAll(() => t.close());

  it('refuses an event with a bad signature with 400 and changes nothing', async () => {
    const owner = await signUp(t);
    const event = checkoutCompleted({ providerId: owner.providerId, customerId: 'cus_x' });
    const post = () =>
      asMember(t, { bearer: '' })
        .post('/api/billing/webhook')
        .set('Content-Type', 'application/json');

    const forged = await postWebhook(t.app.getHttpServer(), event, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(forged.body.error).toMatch(/^Invalid Stripe webhook signature/);
    // A body changed after signing fails too, and so does one with no signature at all.
    const { signature } = signedWebhook(event);
    await post()
      .set('Stripe-Signature', signature)
      .send(JSON.stringify({ ...event, id: 'evt_other' }))
      .expect(400);
    await post().send(JSON.stringify(event)).expect(400);

    expect(await planOf(owner)).toBe('free');
    expect(await history(owner)).toEqual([]);
  });

  it('moves the provider to Pro on checkout.session.completed, as an event in its history', async () => {
    const { owner, customerId, completed } = await subscriber();

    const res = await deliver(completed());

    expect(res.body).toEqual({ received: true });
    expect(await planOf(owner)).toBe('pro');
    const changed = (await history(owner)).find((e) => e.type === 'PlanChanged');
    expect(changed?.data).toMatchObject({
      providerId: owner.providerId,
      plan: 'pro',
      previous: 'free',
      reason: 'checkout.session.completed',
      customerId,
    });
    expect(changed?.metadata).toMatchObject({ providerId: owner.providerId, actorType: 'system' });
  });

  it('changes nothing twice when an event is delivered again, even after a later change', async () => {
    const { owner, completed, subscription } = await subscriber();
    // Stripe's times are in seconds: both events in the same second, so only the event id
    // can tell that the last delivery is a replay.
    const second = now();
    const paid = completed(second);

    await deliver(paid);
    await deliver(paid);
    expect(await planEvents(owner)).toEqual(['pro']);
    await deliver(subscription('customer.subscription.deleted', 'canceled', second));
    await deliver(paid);

    expect(await planOf(owner)).toBe('free');
    expect(await planEvents(owner)).toEqual(['pro', 'free']);
  });

  it('follows the subscription: unpaid is Free, active and trialing are Pro, past_due leaves the plan as it is', async () => {
    const { owner, subscription } = await subscriber();
    const at = now();
    const steps: [string, string][] = [
      ['active', 'pro'],
      ['past_due', 'pro'],
      ['unpaid', 'free'],
      ['trialing', 'pro'],
    ];
    for (const [index, [status, plan]] of steps.entries()) {
      await deliver(subscription('customer.subscription.updated', status, at + index));
      expect(await planOf(owner)).toBe(plan);
    }
  });

  it('ignores news older than the last change (Stripe does not deliver in order)', async () => {
    const { owner, completed, subscription } = await subscriber();
    const at = now();
    await deliver(completed(at));
    await deliver(subscription('customer.subscription.deleted', 'canceled', at + 60));

    await deliver(subscription('customer.subscription.updated', 'active', at + 30));

    expect(await planOf(owner)).toBe('free');
  });

  it('finds the provider of a subscription event without our metadata by its Stripe customer', async () => {
    const { owner, completed, subscription } = await subscriber();
    const at = now();
    await deliver(completed(at));

    await deliver(subscription('customer.subscription.deleted', 'canceled', at + 1, false));

    expect(await planOf(owner)).toBe('free');
  });

  it('answers 200 to events it has no use for, and to ones that name no provider it knows', async () => {
    const owner = await signUp(t);
    await deliver({
      ...checkoutCompleted({ providerId: owner.providerId, customerId: 'cus_x' }),
      type: 'invoice.paid',
    });
    await deliver(
      subscriptionEvent('customer.subscription.updated', {
        status: 'active',
        customerId: 'cus_nobody_knows',
      }),
    );
    expect(await planOf(owner)).toBe('free');
  });
});
