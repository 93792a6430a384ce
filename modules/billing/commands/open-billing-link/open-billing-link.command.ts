import { Command } from '@nestjs/cqrs';
import type { SignedInUser } from '../../../identity';
import type { BillingLinkResponse } from '../../responses/billing.response.dto';

/**
 * POST /api/billing/{provider_id}/link: where to send the owner to pay, Checkout on Free, the
 * customer portal on Pro.
 */
export class OpenBillingLink extends Command<BillingLinkResponse> {
  constructor(
    readonly providerId: string,
    readonly user: SignedInUser | undefined,
  ) {
    super();
  }
}
