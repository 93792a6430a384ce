import { Query } from '@nestjs/cqrs';
import { OneProductResponse } from '../../responses/product.response.dto';

/** One of the provider's products. */
export class ProductById extends Query<OneProductResponse> {
  constructor(
    readonly providerId: string,
    readonly productId: string,
  ) {
    super();
  }
}
