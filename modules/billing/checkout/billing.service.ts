import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { ProvidersDirectory } from '../../identity';
import { CONFIG, Config, HttpError, notFound, publicUrl } from '../../platform';
import { decideCustomer, Plan } from '../domain/plan';
import { PlanHistory } from '../plans/plan-history';
import { PlanLimits } from '../plans/plan-limits';
import { STRIPE } from '../stripe/stripe-client';

/** GET /api/billing/{provider_id}: what the screens need to show the plan and the upsell. */
export type BillingStatus =
  | { mode: 'self-hosted'; plan: null; ordersThisMonth: null; freeOrdersPerMonth: null }
  | { mode: 'stripe'; plan: Plan; ordersThisMonth: number; freeOrdersPerMonth: number };

export const PRO_PRICE = { unitAmount: 1900, currency: 'usd', interval: 'month' } as const;

/** Spec section 8: the screen shows the server's error field. */
const stripeFailed = (error: unknown) =>
  new HttpError(
    502,
    `Stripe could not start the payment: ${(error as Error).message || 'no answer'}. Please try again.`,
  );

export const selfHosted = () =>
  notFound('Billing is not available: this instance is self-hosted, every feature is included.');

/**
 * Checkout for the Pro plan: the price found by its lookup key (or created), the provider's one
 * Stripe customer (made on its first Checkout, then reused), and a subscription Checkout session
 * carrying the provider id; a provider already on Pro gets the customer portal instead.
 */
@Injectable()
export class BillingService {
  private readonly logger = new Logger('Billing');
  private priceId: Promise<string> | undefined;

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe | null,
    @Inject(CONFIG) private readonly config: Config,
    private readonly history: PlanHistory,
    private readonly limits: PlanLimits,
    private readonly providers: ProvidersDirectory,
  ) {}

  async status(providerId: string): Promise<BillingStatus> {
    if (!this.stripe)
      return { mode: 'self-hosted', plan: null, ordersThisMonth: null, freeOrdersPerMonth: null };
    return { mode: 'stripe', ...(await this.limits.standing(providerId)) };
  }

  /** The URL to send the owner to: Checkout on Free, the customer portal on Pro. */
  async link(providerId: string, actorId: string): Promise<{ url: string }> {
    const stripe = this.stripe;
    if (!stripe) throw selfHosted();
    const back = `${publicUrl(this.config)}/provider/${providerId}/inbox`;
    try {
      const { state } = await this.history.load(providerId);
      const customer = state.customerId ?? (await this.createCustomer(stripe, providerId, actorId));
      if (state.plan === 'pro') {
        const portal = await stripe.billingPortal.sessions.create({
          customer,
          return_url: back,
        });
        return { url: portal.url };
      }
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        line_items: [{ price: await this.proPrice(stripe), quantity: 1 }],
        client_reference_id: providerId,
        metadata: { provider_id: providerId },
        subscription_data: { metadata: { provider_id: providerId } },
        success_url: `${back}?billing=success`,
        cancel_url: `${back}?billing=cancelled`,
      });
      if (!session.url) throw new Error('Checkout answered without a URL');
      return { url: session.url };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      this.logger.warn(`Billing link for ${providerId} failed: ${(error as Error).message}`);
      throw stripeFailed(error);
    }
  }

  /**
   * The provider's Stripe customer. Stripe's idempotency key makes two racing first Checkouts
   * get the same customer, and the event id derived from it records the link once.
   */
  private async createCustomer(stripe: Stripe, providerId: string, actorId: string) {
    const card = (await this.providers.cards([providerId])).get(providerId);
    const customer = await stripe.customers.create(
      {
        name: card?.name,
        email: card?.email ?? undefined,
        metadata: { provider_id: providerId },
      },
      { idempotencyKey: `stockflow-customer-${providerId}` },
    );
    const at = new Date().toISOString();
    const { state } = await this.history.record(
      providerId,
      {
        id: `billing-customer:${providerId}:${customer.id}`,
        metadata: { actorId, actorType: 'user', occurredAt: at },
      },
      (current) => decideCustomer(current, providerId, customer.id, at),
    );
    return state.customerId ?? customer.id;
  }

  /** The Pro price by its lookup key, created at $19/month (USD) the first time; kept. */
  private proPrice(stripe: Stripe): Promise<string> {
    this.priceId ??= this.findOrCreatePrice(stripe).catch((error) => {
      this.priceId = undefined;
      throw error;
    });
    return this.priceId;
  }

  private async findOrCreatePrice(stripe: Stripe): Promise<string> {
    const lookupKey = this.config.STRIPE_PRICE_LOOKUP_KEY;
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const created = await stripe.prices.create(
      {
        currency: PRO_PRICE.currency,
        unit_amount: PRO_PRICE.unitAmount,
        recurring: { interval: PRO_PRICE.interval },
        lookup_key: lookupKey,
        product_data: { name: 'StockFlow Pro' },
      },
      { idempotencyKey: `stockflow-price-${lookupKey}` },
    );
    return created.id;
  }
}
