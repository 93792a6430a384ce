import { Query } from '@nestjs/cqrs';
import type {
  OnOrderListResponse,
  PurchaseSuggestionsResponse,
} from '../../responses/purchase-order.response.dto';

/** What to buy for the low stocks (of one location, or all), by preferred supplier. */
export class PurchaseSuggestions extends Query<PurchaseSuggestionsResponse> {
  constructor(
    readonly providerId: string,
    readonly locationId: string | undefined,
  ) {
    super();
  }
}

/** Units on order per product and location. */
export class StockOnOrder extends Query<OnOrderListResponse> {
  constructor(
    readonly providerId: string,
    readonly locationId: string | undefined,
  ) {
    super();
  }
}
