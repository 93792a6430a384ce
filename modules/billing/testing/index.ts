// Test support for billing: a local server speaking Stripe's API, and signed Stripe events.
export * from './local-stripe';
export * from './stripe-events';
