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

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

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

function fromSubscription(event: Stripe.Event, subscription: Stripe.Subscription, ended: boolean) {
  const plan: Plan | null = ended
    ? 'free'
    : PRO_STATUSES.has(subscription.status)
      ? 'pro'
      : FREE_STATUSES.has(subscription.status)
        ? 'free'
        : null;
  if (!plan) return null;
  return {
    providerId: subscription.metadata?.provider_id || null,
    signal: signal(event, plan, {
      customer: idOf(subscription.customer),
      subscription: subscription.id,
    }),
  };
}

/**
 * Pro on a completed subscription Checkout (once paid) and on a subscription that is active or
 * trialing; Free when the subscription is deleted or unpaid, canceled, expired or paused. Any
 * other event says nothing (null).
 */
export function planSignalOf(event: Stripe.Event): ProviderSignal | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.mode !== 'subscription' || session.payment_status === 'unpaid') return null;
      return {
        providerId: session.metadata?.provider_id || session.client_reference_id || null,
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
      return fromSubscription(event, event.data.object, false);
    case 'customer.subscription.deleted':
      return fromSubscription(event, event.data.object, true);
    default:
      return null;
  }
}
