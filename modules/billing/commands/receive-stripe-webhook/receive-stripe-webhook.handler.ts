import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { isUuid, ProjectionWaiter } from '../../../platform';
import { BillingUnavailable, InvalidStripeSignature } from '../../domain/billing-errors';
import { decideSignal } from '../../domain/plan';
import { CustomerOwners } from '../../infrastructure/customer-owners';
import { PlanHistory } from '../../infrastructure/plan-history';
import { StripeGateway } from '../../infrastructure/stripe-gateway';
import { planSignalOf } from '../../infrastructure/stripe-signals';
import { billingProjection } from '../../projections/billing/billing.projection';
import { ReceiveStripeWebhook } from './receive-stripe-webhook.command';

/**
 * A Stripe event, checked against its signature on the raw body, becomes (at most) one
 * PlanChanged in the provider's plan stream: the stream is loaded, decideSignal decides, the
 * events are appended at the revision read. The event id is derived from Stripe's, so a
 * replayed delivery appends nothing; the answer waits for the billing read model, so once
 * Stripe hears 200 the limits already follow the new plan.
 */
@CommandHandler(ReceiveStripeWebhook)
export class ReceiveStripeWebhookHandler implements ICommandHandler<ReceiveStripeWebhook> {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly stripe: StripeGateway,
    private readonly history: PlanHistory,
    private readonly owners: CustomerOwners,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ body, signature }: ReceiveStripeWebhook): Promise<{ received: true }> {
    if (!this.stripe.available) throw new BillingUnavailable();
    let event: Stripe.Event;
    try {
      event = this.stripe.verifiedEvent(body, signature);
    } catch (error) {
      throw new InvalidStripeSignature((error as Error).message);
    }
    const read = planSignalOf(event);
    if (!read) return { received: true };
    const providerId = read.providerId ?? (await this.owners.providerOf(read.signal.customerId));
    if (!providerId || !isUuid(providerId)) {
      // Not ours to act on; a non-2xx answer would only make Stripe retry it for days.
      this.logger.warn(`Stripe event ${event.id} (${event.type}) names no provider; ignored`);
      return { received: true };
    }
    const at = new Date().toISOString();
    const { position } = await this.history.record(
      providerId,
      {
        id: `stripe:${event.id}`,
        metadata: { actorId: 'stripe', actorType: 'system', causationId: event.id, occurredAt: at },
      },
      (state) => decideSignal(state, read.signal, providerId, at),
    );
    if (position) await this.waiter.waitFor(position, [billingProjection.name]);
    return { received: true };
  }
}
