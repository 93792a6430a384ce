/**
 * Billing's refusals. Each says its kind; the platform's one filter turns the kind into the
 * status, and the message is the answer's text (the screens show it as it is).
 */

/** No Stripe configured: a self-hosted instance has no plans to pay for. */
export class BillingUnavailable extends Error {
  readonly kind = 'not_found' as const;
  constructor() {
    super('Billing is not available: this instance is self-hosted, every feature is included.');
  }
}

/** docs/product.md §6 and §7: only the owner (the member nobody invited) reaches Checkout. */
export class OwnerOnly extends Error {
  readonly kind = 'forbidden' as const;
  constructor() {
    super('Only the owner can manage billing.');
  }
}

/** A webhook body Stripe's signature does not vouch for. */
export class InvalidStripeSignature extends Error {
  readonly kind = 'invalid' as const;
  constructor(reason: string) {
    super(`Invalid Stripe webhook signature: ${reason}`);
  }
}
