import { ApiProperty } from '@nestjs/swagger';
import type { Plan } from '../domain/plan';

/**
 * What the billing routes answer, described for the OpenAPI document and the frontend's
 * generated types. GET /api/billing/{provider_id} answers one of two shapes, by `mode`.
 */

/** Always null: OpenAPI 3.0 says "null" as a nullable enum of null alone. */
const NULL_ONLY = { nullable: true, enum: [null] } as const;

/** A self-hosted instance: no plans, and no limits. */
export class SelfHostedBillingResponse {
  @ApiProperty({ enum: ['self-hosted'] })
  mode!: 'self-hosted';
  @ApiProperty(NULL_ONLY)
  plan!: null;
  @ApiProperty(NULL_ONLY)
  ordersThisMonth!: null;
  @ApiProperty(NULL_ONLY)
  freeOrdersPerMonth!: null;
}

/** With Stripe: the provider's plan, and its orders this month against the Free limit. */
export class StripeBillingResponse {
  @ApiProperty({ enum: ['stripe'] })
  mode!: 'stripe';
  plan!: Plan;
  ordersThisMonth!: number;
  freeOrdersPerMonth!: number;
}

/** Where to send the owner to pay: Stripe Checkout on Free, the customer portal on Pro. */
export class BillingLinkResponse {
  url!: string;
}

/** What Stripe is answered once its event is recorded (or ignored). */
export class StripeWebhookReceivedResponse {
  @ApiProperty({ enum: [true] })
  received!: true;
}
