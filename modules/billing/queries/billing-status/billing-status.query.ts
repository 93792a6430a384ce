import { Query } from '@nestjs/cqrs';
import type { SignedInUser } from '../../../identity';
import type {
  SelfHostedBillingResponse,
  StripeBillingResponse,
} from '../../responses/billing.response.dto';

/** GET /api/billing/{provider_id}: what the screens need to show the plan and the upsell. */
export type BillingStatusView = SelfHostedBillingResponse | StripeBillingResponse;

/** The plan of a provider, for any of its members (the screens decide on the upsell with it). */
export class BillingStatus extends Query<BillingStatusView> {
  constructor(
    readonly providerId: string,
    readonly user: SignedInUser | undefined,
  ) {
    super();
  }
}
