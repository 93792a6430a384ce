import type Stripe from 'stripe';
import type { Config } from '../../platform';

/** The Stripe client, or null on a self-hosted instance (no STRIPE_SECRET_KEY). */
export const STRIPE = Symbol('STRIPE');

/**
 * The real `stripe` library; STRIPE_API_BASE points it elsewhere (the tests' local server) through
 * its host, port and protocol settings.
 */
export function createStripe(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  // Loaded only when configured: a self-hosted instance does not carry it (about 7 MB).
  const StripeClient = require('stripe') as typeof Stripe;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new StripeClient(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'StockFlow' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (protocol === 'http' ? 80 : 443),
          protocol,
        }
      : {}),
  });
}
