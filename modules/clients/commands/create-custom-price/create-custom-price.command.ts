import { Command } from '@nestjs/cqrs';
import { PricingView } from '../../infrastructure/pricing.views';

/** Give a client its own price for a product, with an optional label. */
export class CreateCustomPrice extends Command<{ pricing: PricingView }> {
  constructor(
    readonly providerId: string,
    readonly clientId: string,
    readonly productId: string,
    readonly name: string | null | undefined,
    /** As sent: a positive decimal with at most 2 places, text or number. */
    readonly price: unknown,
  ) {
    super();
  }
}
