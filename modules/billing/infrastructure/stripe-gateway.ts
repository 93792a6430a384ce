import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { CONFIG, Config, HttpError } from '../../platform';
import { STRIPE } from './stripe-client';

export const PRO_PRICE = { unitAmount: 1900, currency: 'usd', interval: 'month' } as const;

/**
 * Stripe failed or did not answer: not a refusal of the caller's request but an upstream's
 * failure, so it is the one answer of billing given as an HTTP status here (docs/product.md §8: the
 * screen shows the server's error field).
 */
export class StripeFailed extends HttpError {
  constructor(error: unknown) {
    super(
      502,
      `Stripe could not start the payment: ${(error as Error).message || 'no answer'}. Please try again.`,
    );
  }
}

/**
 * Billing's calls to Stripe: for the owner's way to pay, the provider's one Stripe customer, the
 * Pro price found by its lookup key (or created), a subscription Checkout session carrying the
 * provider id and the customer portal; for the webhook, the signature check. `available` is
 * false on a self-hosted instance.
 */
@Injectable()
export class StripeGateway {
  private priceId: Promise<string> | undefined;

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe | null,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  get available(): boolean {
    return this.stripe !== null;
  }

  private get client(): Stripe {
    if (!this.stripe) throw new Error('Stripe is not configured');
    return this.stripe;
  }

  /**
   * A Stripe customer for the provider. Stripe's idempotency key makes two racing first
   * Checkouts get the same customer.
   */
  async createCustomer(
    providerId: string,
    card: { name?: string; email?: string | null } | undefined,
  ): Promise<string> {
    const customer = await this.client.customers.create(
      {
        name: card?.name,
        email: card?.email ?? undefined,
        metadata: { provider_id: providerId },
      },
      { idempotencyKey: `stockflow-customer-${providerId}` },
    );
    return customer.id;
  }

  /** The customer portal, where a provider on Pro manages or ends its subscription. */
  async portal(customer: string, returnUrl: string): Promise<string> {
    const portal = await this.client.billingPortal.sessions.create({
      customer,
      return_url: returnUrl,
    });
    return portal.url;
  }

  /** A subscription Checkout for Pro, back to `back` with `?billing=success` or `cancelled`. */
  async checkout(providerId: string, customer: string, back: string): Promise<string> {
    const session = await this.client.checkout.sessions.create({
      mode: 'subscription',
      customer,
      line_items: [{ price: await this.proPrice(), quantity: 1 }],
      client_reference_id: providerId,
      metadata: { provider_id: providerId },
      subscription_data: { metadata: { provider_id: providerId } },
      success_url: `${back}?billing=success`,
      cancel_url: `${back}?billing=cancelled`,
    });
    if (!session.url) throw new Error('Checkout answered without a URL');
    return session.url;
  }

  /** The Pro price by its lookup key, created at $19/month (USD) the first time; kept. */
  private proPrice(): Promise<string> {
    this.priceId ??= this.findOrCreatePrice().catch((error) => {
      this.priceId = undefined;
      throw error;
    });
    return this.priceId;
  }

  private async findOrCreatePrice(): Promise<string> {
    const lookupKey = this.config.STRIPE_PRICE_LOOKUP_KEY;
    const found = await this.client.prices.list({
      lookup_keys: [lookupKey],
      active: true,
      limit: 1,
    });
    if (found.data[0]) return found.data[0].id;
    const created = await this.client.prices.create(
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

  /**
   * The event Stripe signed, checked against the signature over the body's exact bytes; throws
   * with the reason when the body is not what was signed.
   */
  verifiedEvent(body: unknown, signature: string | undefined): Stripe.Event {
    if (!Buffer.isBuffer(body)) throw new Error('the body was not kept as sent');
    return this.client.webhooks.constructEvent(
      body,
      signature ?? '',
      this.config.STRIPE_WEBHOOK_SECRET ?? '',
    );
  }
}
