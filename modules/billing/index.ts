// Billing: each provider's plan (Free or Pro, paid through Stripe) as events in its history,
// and the Free plan's limits, which the contexts where they apply ask through PlanLimits.
export { BillingModule } from './billing.module';
export { OpenBillingLink } from './commands/open-billing-link/open-billing-link.command';
export { ReceiveStripeWebhook } from './commands/receive-stripe-webhook/receive-stripe-webhook.command';
export { PlanLimits } from './infrastructure/plan-limits';
export { billingProjection } from './projections/billing/billing.projection';
export { BillingStatus } from './queries/billing-status/billing-status.query';
