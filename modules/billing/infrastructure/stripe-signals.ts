import type Stripe from 'stripe';
import type { Plan, PlanSignal } from '../domain/plan';

/** A Stripe event read for what it says about one provider's plan. */
export interface ProviderSignal {
  /** From the metadata we put on the Checkout session and its subscription; null: ask by customer. */
  providerId: string | null;
  signal: PlanSignal;
}

const PRO_STATUSES = new Set(['active', 'trialing']);
// past_due and incomplete are left alone: Stripe is still retrying the payment.
const FREE_STATUSES = new Set(['unpaid', 'canceled', 'incomplete_expired', 'paused']);

/**
 * A signed event we cannot read: Stripe never sends one, so whoever did holds the webhook
 * secret or a test's copy of it. A 400 naming the field, never a 500.
 */
export class MalformedStripeEvent extends Error {
  readonly kind = 'invalid' as const;
  constructor(event: { id?: unknown }, problem: string) {
    const id = typeof event.id === 'string' ? `${event.id.slice(0, 100)} ` : '';
    super(`Stripe event ${id}cannot be read: ${problem}.`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An id given as itself or as the expanded object; anything else is none. */
const idOf = (ref: unknown): string | null =>
  typeof ref === 'string' ? ref : isObject(ref) && typeof ref.id === 'string' ? ref.id : null;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The object of an event this module reads, checked for the fields it reads. */
function objectOf(event: Stripe.Event): Record<string, unknown> {
  if (typeof event.id !== 'string') throw new MalformedStripeEvent(event, 'id must be text');
  const created = event.created as unknown;
  if (typeof created !== 'number' || !Number.isFinite(new Date(created * 1000).getTime()))
    throw new MalformedStripeEvent(event, 'created must be a time in seconds');
  const object = (event.data as unknown as { object?: unknown } | null)?.object;
  if (!isObject(object)) throw new MalformedStripeEvent(event, 'data.object must be an object');
  return object;
}

function signal(
  event: Stripe.Event,
  plan: Plan,
  refs: { customer: string | null; subscription: string | null },
): PlanSignal {
  return {
    stripeEventId: event.id,
    stripeEventType: event.type,
    occurredAt: new Date(event.created * 1000).toISOString(),
    plan,
    customerId: refs.customer,
    subscriptionId: refs.subscription,
  };
}

function fromSubscription(event: Stripe.Event, ended: boolean): ProviderSignal | null {
  const subscription = objectOf(event);
  const status = String(subscription.status);
  const plan: Plan | null = ended
    ? 'free'
    : PRO_STATUSES.has(status)
      ? 'pro'
      : FREE_STATUSES.has(status)
        ? 'free'
        : null;
  if (!plan) return null;
  const metadata = isObject(subscription.metadata) ? subscription.metadata : {};
  return {
    providerId: text(metadata.provider_id),
    signal: signal(event, plan, {
      customer: idOf(subscription.customer),
      subscription: idOf(subscription),
    }),
  };
}

/**
 * Pro on a completed subscription Checkout (once paid) and on a subscription that is active or
 * trialing; Free when the subscription is deleted or unpaid, canceled, expired or paused. Any
 * other event says nothing (null). One of these whose fields are not what Stripe sends is a
 * MalformedStripeEvent.
 */
export function planSignalOf(event: Stripe.Event): ProviderSignal | null {
  // A signed body of `null`, `[]` or `7` parses as such: not an event at all.
  if (!isObject(event)) throw new MalformedStripeEvent({}, 'the event must be an object');
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = objectOf(event);
      if (session.mode !== 'subscription' || session.payment_status === 'unpaid') return null;
      const metadata = isObject(session.metadata) ? session.metadata : {};
      return {
        providerId: text(metadata.provider_id) ?? text(session.client_reference_id),
        signal: signal(event, 'pro', {
          customer: idOf(session.customer),
          subscription: idOf(session.subscription),
        }),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return fromSubscription(event, false);
    case 'customer.subscription.deleted':
      return fromSubscription(event, true);
    default:
      return null;
  }
}
