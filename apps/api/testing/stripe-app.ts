import { LocalStripe, startLocalStripe, stripeEnv } from '../../../modules/billing/testing';
import { createTestApp, TestApp } from './create-test-app';

export interface StripeApp extends TestApp {
  /** The local server the app's `stripe` library talks to. */
  stripe: LocalStripe;
}

/** The whole app in Stripe mode, its Stripe API a local server of its own. */
export async function createStripeApp(env: Record<string, string> = {}): Promise<StripeApp> {
  const stripe = await startLocalStripe();
  const t = await createTestApp(stripeEnv(stripe.url, env));
  return {
    ...t,
    stripe,
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}
