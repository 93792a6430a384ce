import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { badRequest, CONFIG, Config, Database, isUuid, ProjectionWaiter } from '../../platform';
import { selfHosted } from '../checkout/billing.service';
import { decideSignal } from '../domain/plan';
import { billingProjection } from '../plans/billing.projection';
import { PlanHistory } from '../plans/plan-history';
import { STRIPE } from '../stripe/stripe-client';
import { planSignalOf } from '../stripe/stripe-signals';

/**
 * POST /api/billing/webhook: a Stripe event, checked against its signature on the raw body,
 * becomes (at most) one PlanChanged in the provider's plan stream. The event id is derived from
 * Stripe's, so a replayed delivery appends nothing; the answer waits for the billing read model,
 * so once Stripe hears 200 the limits already follow the new plan.
 */
@Injectable()
export class StripeWebhook {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly history: PlanHistory,
    private readonly db: Database,
    private readonly waiter: ProjectionWaiter,
    @Inject(STRIPE) private readonly stripe: Stripe | null,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async receive(body: unknown, signature: string | undefined): Promise<{ received: true }> {
    if (!this.stripe) throw selfHosted();
    let event: Stripe.Event;
    try {
      if (!Buffer.isBuffer(body)) throw new Error('the body was not kept as sent');
      event = this.stripe.webhooks.constructEvent(
        body,
        signature ?? '',
        this.config.STRIPE_WEBHOOK_SECRET ?? '',
      );
    } catch (error) {
      throw badRequest(`Invalid Stripe webhook signature: ${(error as Error).message}`);
    }
    const read = planSignalOf(event);
    if (!read) return { received: true };
    const providerId = read.providerId ?? (await this.providerOf(read.signal.customerId));
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

  /** The provider whose Stripe customer this is (subscriptions made outside our Checkout). */
  private async providerOf(customerId: string | null): Promise<string | null> {
    if (!customerId) return null;
    const { rows } = await this.db.query<{ provider_id: string }>(
      'SELECT provider_id FROM billing_plans WHERE customer_id = $1 LIMIT 1',
      [customerId],
    );
    return rows[0]?.provider_id ?? null;
  }
}
