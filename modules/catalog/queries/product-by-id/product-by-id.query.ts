import { Query } from '@nestjs/cqrs';
import { ProductView } from '../../domain/product';

/** One of the provider's products. */
export class ProductById extends Query<{ product: ProductView }> {
  constructor(
    readonly providerId: string,
    readonly productId: string,
  ) {
    super();
  }
}
