/**
 * A provider's plan, event-sourced in its stream `plan-{providerId}`: which plan it is on, the
 * Stripe customer that pays for it, and the subscription that keeps it on Pro. Pure: times and
 * ids come in as arguments.
 */

export type Plan = 'free' | 'pro';

export const planStream = (providerId: string) => `plan-${providerId}`;

export interface BillingCustomerLinked {
  type: 'BillingCustomerLinked';
  data: { providerId: string; customerId: string; linkedAt: string };
}

export interface PlanChanged {
  type: 'PlanChanged';
  data: {
    providerId: string;
    plan: Plan;
    previous: Plan;
    /** The Stripe event that moved it, e.g. checkout.session.completed. */
    reason: string;
    stripeEventId: string;
    /** When Stripe created that event: older news never overrides newer. */
    stripeEventAt: string;
    customerId: string | null;
    subscriptionId: string | null;
    changedAt: string;
  };
}

export type PlanEvent = BillingCustomerLinked | PlanChanged;

export interface PlanState {
  plan: Plan;
  customerId: string | null;
  subscriptionId: string | null;
  /** Creation time of the newest Stripe event that changed the plan. */
  lastStripeEventAt: string | null;
  /** Stripe events already recorded in this stream. */
  stripeEventIds: ReadonlySet<string>;
}

export const initialPlanState: PlanState = {
  plan: 'free',
  customerId: null,
  subscriptionId: null,
  lastStripeEventAt: null,
  stripeEventIds: new Set(),
};

export function evolve(state: PlanState, event: PlanEvent): PlanState {
  switch (event.type) {
    case 'BillingCustomerLinked':
      return { ...state, customerId: event.data.customerId };
    case 'PlanChanged':
      return {
        plan: event.data.plan,
        customerId: event.data.customerId ?? state.customerId,
        subscriptionId: event.data.subscriptionId ?? state.subscriptionId,
        lastStripeEventAt: event.data.stripeEventAt,
        stripeEventIds: new Set([...state.stripeEventIds, event.data.stripeEventId]),
      };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown plan event ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * What a Stripe event says about a provider's plan, taken out of Stripe's shapes (see
 * stripe/stripe-signals.ts): Pro (paid or trialing) or Free (ended, unpaid).
 */
export interface PlanSignal {
  stripeEventId: string;
  stripeEventType: string;
  /** ISO time Stripe created the event. */
  occurredAt: string;
  plan: Plan;
  customerId: string | null;
  subscriptionId: string | null;
}

/**
 * The events a Stripe signal leads to. Nothing when the event was already recorded (a replay),
 * when it is older than the last change (Stripe does not deliver in order), when the end of a
 * subscription other than the current one is reported, or when the plan would not change.
 */
export function decideSignal(state: PlanState, signal: PlanSignal, providerId: string, at: string) {
  if (state.stripeEventIds.has(signal.stripeEventId)) return [];
  if (state.lastStripeEventAt && signal.occurredAt < state.lastStripeEventAt) return [];
  const otherSubscription =
    state.subscriptionId !== null &&
    signal.subscriptionId !== null &&
    signal.subscriptionId !== state.subscriptionId;
  if (signal.plan === 'free' && otherSubscription) return [];
  if (signal.plan === state.plan) return [];
  const changed: PlanChanged = {
    type: 'PlanChanged',
    data: {
      providerId,
      plan: signal.plan,
      previous: state.plan,
      reason: signal.stripeEventType,
      stripeEventId: signal.stripeEventId,
      stripeEventAt: signal.occurredAt,
      customerId: signal.customerId,
      subscriptionId: signal.subscriptionId,
      changedAt: at,
    },
  };
  return [changed];
}

/**
 * The first Checkout of a provider makes its Stripe customer; later ones reuse it, so a
 * customer already linked stays (a racing first Checkout links nothing more).
 */
export function decideCustomer(
  state: PlanState,
  providerId: string,
  customerId: string,
  at: string,
): BillingCustomerLinked[] {
  if (state.customerId !== null) return [];
  return [{ type: 'BillingCustomerLinked', data: { providerId, customerId, linkedAt: at } }];
}
