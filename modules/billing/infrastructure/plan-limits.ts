import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, Config, Database, isUndefinedTable } from '../../platform';
import { monthOf, orderLimitRefusal, PlanStanding, ProFeature, refusalFor } from '../domain/limits';
import { Plan } from '../domain/plan';
import { PaymentRequired } from './payment-required';

/** The Free plan's orders left to a provider this month, for the placing to take one. */
export interface OrderAllowance {
  /** The calendar month (UTC) the order counts in: `2026-05`. */
  month: string;
  limit: number;
  /** The month's orders billing has counted so far (it follows the events: it may lag). */
  counted: number;
  /** The 402 FREE_ORDER_LIMIT, for when the month's orders turn out to be used. */
  refusal(): Error;
}

/** Throws the first refusal of these features the standing gives (402 with its code). */
function refuse(standing: PlanStanding, features: readonly ProFeature[]): void {
  for (const feature of features) {
    const refusal = refusalFor(standing, feature);
    if (refusal) throw new PaymentRequired(refusal);
  }
}

/**
 * The Free plan's limits, for the contexts where they apply (client portal and client orders,
 * photo uploads, placing orders). On a self-hosted instance nothing is limited and nothing is
 * asked of the database; with Stripe each check is one read of billing's own tables.
 */
@Injectable()
export class PlanLimits {
  /** Whether plans apply at all (Stripe is configured). */
  readonly enforced: boolean;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly db: Database,
  ) {
    this.enforced = Boolean(config.STRIPE_SECRET_KEY);
  }

  /** The provider's plan and this calendar month's (UTC) orders, from the billing projection. */
  async standing(providerId: string, at: Date = new Date()): Promise<PlanStanding> {
    const { rows } = await this.db
      .query<{ plan: Plan | null; n: number | null }>({
        name: 'billing-standing',
        text: `SELECT (SELECT plan FROM billing_plans WHERE provider_id = $1) AS plan,
                      (SELECT n FROM billing_order_counts WHERE provider_id = $1 AND month = $2) AS n`,
        values: [providerId, monthOf(at)],
      })
      .catch((error: unknown) => {
        // Right after a first start the projection may not have made its tables yet: nobody
        // has a plan change or an order counted then, so everyone is on Free with none.
        if (isUndefinedTable(error)) return { rows: [] };
        throw error;
      });
    return {
      plan: rows[0]?.plan ?? 'free',
      ordersThisMonth: rows[0]?.n ?? 0,
      freeOrdersPerMonth: this.config.FREE_ORDERS_PER_MONTH,
    };
  }

  private async assert(providerId: string, ...features: ProFeature[]): Promise<void> {
    if (!this.enforced || features.length === 0) return;
    refuse(await this.standing(providerId), features);
  }

  /** A client's public link works only for providers on Pro (402 PRO_REQUIRED_CLIENT_LINKS). */
  async assertClientLinks(providerIds: readonly string[]): Promise<void> {
    for (const providerId of new Set(providerIds)) await this.assert(providerId, 'client-links');
  }

  /** Uploading a product photo needs Pro (402 PRO_REQUIRED_PHOTOS). */
  async assertPhotos(providerId: string): Promise<void> {
    await this.assert(providerId, 'photos');
  }

  /**
   * Placing an order: a client's order needs its provider on Pro (its link), and on Free only
   * FREE_ORDERS_PER_MONTH orders of type ORDER a month are taken (402 FREE_ORDER_LIMIT).
   * Movements (ADJUST, IN, OUT) are never limited. Refuses the client's order at once; for an
   * order on Free it answers the month's allowance, for the placing to take one atomically
   * with the order and refuse when none is left (billing's count follows the events, so orders
   * racing it would all pass it, and an Idempotency-Key's retry of the month's last order
   * must still find that order). Null when nothing limits the order.
   */
  async assertOrder(
    providerId: string,
    order: { type: string; byClient: boolean; at: Date },
  ): Promise<OrderAllowance | null> {
    const limited = order.type === 'ORDER';
    if (!this.enforced || (!order.byClient && !limited)) return null;
    const standing = await this.standing(providerId, order.at);
    if (order.byClient) refuse(standing, ['client-links']);
    if (!limited || standing.plan !== 'free') return null;
    const limit = standing.freeOrdersPerMonth;
    return {
      month: monthOf(order.at),
      limit,
      counted: standing.ordersThisMonth,
      refusal: () => new PaymentRequired(orderLimitRefusal(limit)),
    };
  }
}
