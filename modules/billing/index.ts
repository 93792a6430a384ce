// Billing: each provider's plan (Free or Pro, paid through Stripe) as events in its history,
// and the Free plan's limits, which the contexts where they apply ask through PlanLimits.
export { BillingModule } from './billing.module';
export { billingProjection } from './plans/billing.projection';
export { PlanLimits } from './plans/plan-limits';
