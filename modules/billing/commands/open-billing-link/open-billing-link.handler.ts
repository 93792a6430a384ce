import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MemberCheck, ProvidersDirectory } from '../../../identity';
import { CONFIG, Config, isRefusal, publicUrl } from '../../../platform';
import { BillingUnavailable, OwnerOnly } from '../../domain/billing-errors';
import { decideCustomer } from '../../domain/plan';
import { PlanHistory } from '../../infrastructure/plan-history';
import { StripeFailed, StripeGateway } from '../../infrastructure/stripe-gateway';
import { OpenBillingLink } from './open-billing-link.command';

/**
 * Checkout for the Pro plan, through the provider's one Stripe customer (made on its first
 * Checkout, then reused); a provider already on Pro gets the customer portal instead. Only the
 * owner (the member nobody invited) may; anything Stripe fails at is a 502 naming it.
 */
@CommandHandler(OpenBillingLink)
export class OpenBillingLinkHandler implements ICommandHandler<OpenBillingLink> {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly members: MemberCheck,
    private readonly history: PlanHistory,
    private readonly stripe: StripeGateway,
    private readonly providers: ProvidersDirectory,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ providerId, user }: OpenBillingLink): Promise<{ url: string }> {
    const member = await this.members.member(user, providerId);
    if (!member.isOwner) throw new OwnerOnly();
    if (!this.stripe.available) throw new BillingUnavailable();
    const back = `${publicUrl(this.config)}/provider/${providerId}/inbox`;
    try {
      const { state } = await this.history.load(providerId);
      const customer = state.customerId ?? (await this.linkCustomer(providerId, member.userId));
      if (state.plan === 'pro') return { url: await this.stripe.portal(customer, back) };
      return { url: await this.stripe.checkout(providerId, customer, back) };
    } catch (error) {
      if (isRefusal(error)) throw error;
      this.logger.warn(`Billing link for ${providerId} failed: ${(error as Error).message}`);
      throw new StripeFailed(error);
    }
  }

  /**
   * The provider's Stripe customer, made and recorded in its plan stream. The event id derived
   * from the customer records the link once, however many first Checkouts race.
   */
  private async linkCustomer(providerId: string, actorId: string): Promise<string> {
    const card = (await this.providers.cards([providerId])).get(providerId);
    const customerId = await this.stripe.createCustomer(providerId, card);
    const at = new Date().toISOString();
    const { state } = await this.history.record(
      providerId,
      {
        id: `billing-customer:${providerId}:${customerId}`,
        metadata: { actorId, actorType: 'user', occurredAt: at },
      },
      (current) => decideCustomer(current, providerId, customerId, at),
    );
    return state.customerId ?? customerId;
  }
}
