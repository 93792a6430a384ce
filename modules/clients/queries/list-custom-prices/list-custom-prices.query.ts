import { Query } from '@nestjs/cqrs';
import { PricingView } from '../../infrastructure/pricing.views';

/** A provider's custom prices, for one client or one product when asked. */
export class ListCustomPrices extends Query<{ pricing: PricingView[] }> {
  constructor(
    readonly providerId: string,
    readonly filter: { client_id?: string; product_id?: string },
  ) {
    super();
  }
}
