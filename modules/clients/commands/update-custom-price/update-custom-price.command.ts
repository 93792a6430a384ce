import { Command } from '@nestjs/cqrs';
import { PricingView } from '../../infrastructure/pricing.views';

/** Change a custom price's amount or label; what is left out stays. */
export class UpdateCustomPrice extends Command<{ pricing: PricingView }> {
  constructor(
    readonly providerId: string,
    readonly id: string,
    readonly change: { name?: string | null; price?: unknown },
  ) {
    super();
  }
}
