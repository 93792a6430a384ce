import { Query } from '@nestjs/cqrs';

/** What can still be promised at a location, per product (spec 3, Stock entry). */
export class StockAtLocation extends Query<{
  stock: { product_id: string; current_stock: number }[];
}> {
  constructor(
    readonly providerId: string,
    readonly locationId: string,
  ) {
    super();
  }
}
