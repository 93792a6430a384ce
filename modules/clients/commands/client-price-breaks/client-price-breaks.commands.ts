import { Command } from '@nestjs/cqrs';
import { PriceBreaksView } from '../../infrastructure/pricing.views';

/** Give a client its own quantity breaks for a product, in place of the product's whole. */
export class CreatePriceBreaks extends Command<{ price_breaks: PriceBreaksView }> {
  constructor(
    readonly providerId: string,
    readonly clientId: string,
    readonly productId: string,
    readonly breaks: unknown,
  ) {
    super();
  }
}

/** Replace a client's own breaks for a product with another list. */
export class UpdatePriceBreaks extends Command<{ price_breaks: PriceBreaksView }> {
  constructor(
    readonly providerId: string,
    readonly id: string,
    readonly breaks: unknown,
  ) {
    super();
  }
}

/** Remove a client's own breaks: the product's apply to the client again. */
export class DeletePriceBreaks extends Command<void> {
  constructor(
    readonly providerId: string,
    readonly id: string,
  ) {
    super();
  }
}
