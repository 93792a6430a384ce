import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import request from 'supertest';

/** The webhook signing secret the specs give the app (STRIPE_WEBHOOK_SECRET). */
export const TEST_WEBHOOK_SECRET = 'whsec_stockflow_local_test_secret';

/** The environment that puts the app in Stripe mode against a local Stripe server. */
export function stripeEnv(stripeUrl: string, extra: Record<string, string> = {}) {
  return {
    STRIPE_SECRET_KEY: 'sk_test_stockflow_local',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripeUrl,
    ...extra,
  };
}

export interface StripeEventJson {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

function event(type: string, object: Record<string, unknown>, created?: number): StripeEventJson {
  return {
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    created: created ?? Math.floor(Date.now() / 1000),
    data: { object },
    // The rest of an event's envelope, as Stripe sends it.
    ...{ api_version: '2026-10-28.endive', livemode: false, pending_webhooks: 1, request: null },
  };
}

/** checkout.session.completed of a paid subscription Checkout started for `providerId`. */
export function checkoutCompleted(refs: {
  providerId: string;
  customerId: string;
  subscriptionId?: string;
  created?: number;
}): StripeEventJson {
  return event(
    'checkout.session.completed',
    {
      id: `cs_test_${randomUUID().replace(/-/g, '')}`,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: refs.providerId,
      customer: refs.customerId,
      subscription: refs.subscriptionId ?? 'sub_local_1',
      metadata: { provider_id: refs.providerId },
    },
    refs.created,
  );
}

/** A customer.subscription.* event; `providerId` goes in the metadata when given. */
export function subscriptionEvent(
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
  refs: {
    status: string;
    customerId: string;
    subscriptionId?: string;
    providerId?: string;
    created?: number;
  },
): StripeEventJson {
  return event(
    type,
    {
      id: refs.subscriptionId ?? 'sub_local_1',
      object: 'subscription',
      status: refs.status,
      customer: refs.customerId,
      metadata: refs.providerId ? { provider_id: refs.providerId } : {},
    },
    refs.created,
  );
}

/** The body and Stripe-Signature header Stripe would send, signed by the library's helper. */
export function signedWebhook(
  body: StripeEventJson,
  secret = TEST_WEBHOOK_SECRET,
): { payload: string; signature: string } {
  const payload = JSON.stringify(body);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** POSTs a Stripe event to the app's webhook as Stripe would, signed with `secret`. */
export function postWebhook(
  server: Parameters<typeof request>[0],
  body: StripeEventJson,
  secret = TEST_WEBHOOK_SECRET,
) {
  const { payload, signature } = signedWebhook(body, secret);
  return request(server)
    .post('/api/billing/webhook')
    .set('Content-Type', 'application/json; charset=utf-8')
    .set('Stripe-Signature', signature)
    .send(payload);
}
