import { Command } from '@nestjs/cqrs';
import { AvailabilityView } from '../../infrastructure/pricing.views';

/** Let a client order a product (a client with such rows may order only those products). */
export class AddAvailability extends Command<{ availability: AvailabilityView }> {
  constructor(
    readonly providerId: string,
    readonly clientId: string,
    readonly productId: string,
  ) {
    super();
  }
}
