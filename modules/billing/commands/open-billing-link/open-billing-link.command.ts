import { Command } from '@nestjs/cqrs';
import type { SignedInUser } from '../../../identity';

/**
 * POST /api/billing/{provider_id}/link: where to send the owner to pay, Checkout on Free, the
 * customer portal on Pro.
 */
export class OpenBillingLink extends Command<{ url: string }> {
  constructor(
    readonly providerId: string,
    readonly user: SignedInUser | undefined,
  ) {
    super();
  }
}
