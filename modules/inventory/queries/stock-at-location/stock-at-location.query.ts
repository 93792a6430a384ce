import { Query } from '@nestjs/cqrs';
import { StockAtLocationResponse } from '../../responses/stock.response.dto';

/** What can still be promised at a location, per product (docs/product.md §3, Stock entry). */
export class StockAtLocation extends Query<StockAtLocationResponse> {
  constructor(
    readonly providerId: string,
    readonly locationId: string,
  ) {
    super();
  }
}
