import type Stripe from 'stripe';
import { checkoutCompleted, subscriptionEvent } from '../testing';
import { MalformedStripeEvent, planSignalOf } from './stripe-signals';

const PROVIDER = '3f1c2b9e-0000-4000-8000-000000000001';
const asEvent = (json: object) => json as unknown as Stripe.Event;

describe('what a Stripe event says about a plan', () => {
  it('reads a paid subscription Checkout as Pro for the provider in its metadata', () => {
    const event = checkoutCompleted({
      providerId: PROVIDER,
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      created: 1_780_000_000,
    });
    expect(planSignalOf(asEvent(event))).toEqual({
      providerId: PROVIDER,
      signal: {
        stripeEventId: event.id,
        stripeEventType: 'checkout.session.completed',
        occurredAt: new Date(1_780_000_000_000).toISOString(),
        plan: 'pro',
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
      },
    });
  });

  it('waits for the payment of a Checkout completed unpaid, and ignores one-off payments', () => {
    const completed = checkoutCompleted({ providerId: PROVIDER, customerId: 'cus_1' });
    const unpaid = { ...completed.data.object, payment_status: 'unpaid' };
    const payment = { ...completed.data.object, mode: 'payment' };
    expect(planSignalOf(asEvent({ ...completed, data: { object: unpaid } }))).toBeNull();
    expect(planSignalOf(asEvent({ ...completed, data: { object: payment } }))).toBeNull();
  });

  it.each([
    ['active', 'pro'],
    ['trialing', 'pro'],
    ['unpaid', 'free'],
    ['canceled', 'free'],
    ['incomplete_expired', 'free'],
    ['past_due', null],
    ['incomplete', null],
  ])('reads an updated subscription that is %s as %s', (status, plan) => {
    const event = subscriptionEvent('customer.subscription.updated', {
      status,
      customerId: 'cus_1',
      providerId: PROVIDER,
    });
    expect(planSignalOf(asEvent(event))?.signal.plan ?? null).toBe(plan);
  });

  it('reads a deleted subscription as Free, by customer when it carries no provider', () => {
    const event = subscriptionEvent('customer.subscription.deleted', {
      status: 'active',
      customerId: 'cus_1',
    });
    expect(planSignalOf(asEvent(event))).toMatchObject({
      providerId: null,
      signal: { plan: 'free', customerId: 'cus_1' },
    });
  });

  it('says nothing about other events', () => {
    const event = checkoutCompleted({ providerId: PROVIDER, customerId: 'cus_1' });
    expect(planSignalOf(asEvent({ ...event, type: 'invoice.paid' }))).toBeNull();
  });

  it('refuses, naming the field, a signed plan event whose object, time or id is not what Stripe sends', () => {
    const completed = checkoutCompleted({ providerId: PROVIDER, customerId: 'cus_1' });
    const read = (json: object) => () => planSignalOf(asEvent({ ...completed, ...json }));
    expect(read({ data: JSON.stringify(completed.data) })).toThrow(
      new MalformedStripeEvent(completed, 'data.object must be an object'),
    );
    expect(read({ data: null })).toThrow(/data.object must be an object/);
    expect(read({ created: '2026-01-01' })).toThrow(/created must be a time in seconds/);
    expect(read({ created: 1e300 })).toThrow(/created must be a time in seconds/);
    expect(read({ id: 7 })).toThrow('Stripe event cannot be read: id must be text.');
    expect(read({ data: [] })).toThrow(MalformedStripeEvent);
  });

  it('refuses a signed body that is not an event at all (null, a list, a number)', () => {
    for (const body of [null, [], 7, 'event'])
      expect(() => planSignalOf(body as unknown as Parameters<typeof planSignalOf>[0])).toThrow(
        'Stripe event cannot be read: the event must be an object.',
      );
  });

  it('reads ids, metadata and statuses of odd types as absent, not as a failure', () => {
    const subscription = subscriptionEvent('customer.subscription.updated', {
      status: 'active',
      customerId: 'cus_1',
    });
    const odd = { ...subscription.data.object, customer: { no: 'id' }, metadata: 'x', status: 7 };
    expect(planSignalOf(asEvent({ ...subscription, data: { object: odd } }))).toBeNull();
    const active = { ...odd, status: 'active', id: 5 };
    expect(planSignalOf(asEvent({ ...subscription, data: { object: active } }))).toMatchObject({
      providerId: null,
      signal: { plan: 'pro', customerId: null, subscriptionId: null },
    });
  });
});
