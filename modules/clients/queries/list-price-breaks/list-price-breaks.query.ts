import { Query } from '@nestjs/cqrs';
import { PriceBreaksView } from '../../infrastructure/pricing.views';

/** A provider's client price breaks, for one client or one product when asked. */
export class ListPriceBreaks extends Query<{ price_breaks: PriceBreaksView[] }> {
  constructor(
    readonly providerId: string,
    readonly filter: { client_id?: string; product_id?: string },
  ) {
    super();
  }
}
