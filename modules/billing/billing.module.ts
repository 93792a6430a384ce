import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '../identity';
import { CONFIG, Config } from '../platform';
import { OpenBillingLinkHandler } from './commands/open-billing-link/open-billing-link.handler';
import { OpenBillingLinkController } from './commands/open-billing-link/open-billing-link.http.controller';
import { ReceiveStripeWebhookHandler } from './commands/receive-stripe-webhook/receive-stripe-webhook.handler';
import { ReceiveStripeWebhookController } from './commands/receive-stripe-webhook/receive-stripe-webhook.http.controller';
import { CustomerOwners } from './infrastructure/customer-owners';
import { PlanHistory } from './infrastructure/plan-history';
import { PlanLimits } from './infrastructure/plan-limits';
import { createStripe, STRIPE } from './infrastructure/stripe-client';
import { StripeGateway } from './infrastructure/stripe-gateway';
import { BillingStatusHandler } from './queries/billing-status/billing-status.handler';
import { BillingStatusController } from './queries/billing-status/billing-status.http.controller';

const controllers = [
  BillingStatusController,
  OpenBillingLinkController,
  ReceiveStripeWebhookController,
];
const commandHandlers = [OpenBillingLinkHandler, ReceiveStripeWebhookHandler];
const queryHandlers = [BillingStatusHandler];
const stripe = { provide: STRIPE, inject: [CONFIG], useFactory: (c: Config) => createStripe(c) };
const infrastructure = [PlanLimits, PlanHistory, CustomerOwners, StripeGateway, stripe];

@Module({
  imports: [CqrsModule, IdentityModule],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...infrastructure],
  exports: [PlanLimits],
})
export class BillingModule {}
