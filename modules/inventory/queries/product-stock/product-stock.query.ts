import { Query } from '@nestjs/cqrs';
import { ProductStockResponse } from '../../responses/stock.response.dto';

/** A product's stock per location, by location name (docs/product.md §3, Product stock entry). */
export class ProductStock extends Query<ProductStockResponse> {
  constructor(
    readonly providerId: string,
    readonly productId: string,
  ) {
    super();
  }
}
