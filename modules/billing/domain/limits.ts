import type { Plan } from './plan';

/**
 * The Free plan's limits (docs/product.md §1: Pro unlocks an own link per client, photos on
 * products and unlimited orders). Each refusal has a code the screens turn into the upsell modal.
 */
export type ProFeature = 'client-links' | 'photos' | 'orders';

export type RefusalCode = 'PRO_REQUIRED_CLIENT_LINKS' | 'PRO_REQUIRED_PHOTOS' | 'FREE_ORDER_LIMIT';

export interface PlanRefusal {
  code: RefusalCode;
  message: string;
}

/** What the Free plan allows; Pro and self-hosted instances have no limits. */
export interface PlanStanding {
  plan: Plan;
  ordersThisMonth: number;
  freeOrdersPerMonth: number;
}

/**
 * The client reads this one, so it says neither the plan nor anything about the provider: only
 * that the link does not work and whom to ask.
 */
export const CLIENT_LINKS_REFUSAL: PlanRefusal = {
  code: 'PRO_REQUIRED_CLIENT_LINKS',
  message: 'This ordering link is not available. Please contact your provider.',
};

export const PHOTOS_REFUSAL: PlanRefusal = {
  code: 'PRO_REQUIRED_PHOTOS',
  message: 'Product photos are part of the Pro plan. Upgrade to Pro to upload photos.',
};

export const orderLimitRefusal = (limit: number): PlanRefusal => ({
  code: 'FREE_ORDER_LIMIT',
  message: `The Free plan includes ${limit} orders a month and this month's are used. Upgrade to Pro for unlimited orders.`,
});

/** Why the provider may not use `feature` now, or null when it may. */
export function refusalFor(standing: PlanStanding, feature: ProFeature): PlanRefusal | null {
  if (standing.plan === 'pro') return null;
  switch (feature) {
    case 'client-links':
      return CLIENT_LINKS_REFUSAL;
    case 'photos':
      return PHOTOS_REFUSAL;
    case 'orders':
      return standing.ordersThisMonth >= standing.freeOrdersPerMonth
        ? orderLimitRefusal(standing.freeOrdersPerMonth)
        : null;
    default: {
      const unknown: never = feature;
      throw new Error(`Unknown feature ${String(unknown)}`);
    }
  }
}

/** The calendar month (UTC) an instant falls in, as the order counter keys it: `2026-05`. */
export function monthOf(instant: string | Date): string {
  return new Date(instant).toISOString().slice(0, 7);
}
