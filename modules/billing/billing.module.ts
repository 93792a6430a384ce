import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { CONFIG, Config } from '../platform';
import { BillingController } from './checkout/billing.http.controller';
import { BillingService } from './checkout/billing.service';
import { PlanHistory } from './plans/plan-history';
import { PlanLimits } from './plans/plan-limits';
import { createStripe, STRIPE } from './stripe/stripe-client';
import { StripeWebhookController } from './webhook/stripe-webhook.http.controller';
import { StripeWebhook } from './webhook/stripe-webhook.service';

const controllers = [BillingController, StripeWebhookController];
const services = [PlanLimits, PlanHistory, BillingService, StripeWebhook];
const stripe = { provide: STRIPE, inject: [CONFIG], useFactory: (c: Config) => createStripe(c) };

@Module({
  imports: [IdentityModule],
  controllers,
  providers: [...services, stripe],
  exports: [PlanLimits],
})
export class BillingModule {}
