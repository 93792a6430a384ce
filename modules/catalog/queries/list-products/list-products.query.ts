import { Query } from '@nestjs/cqrs';
import { ProductView } from '../../domain/product';

/** A page of the provider's products by name, and how many there are. */
export class ListProducts extends Query<{
  products: ProductView[];
  pagination: { total: number };
}> {
  constructor(
    readonly providerId: string,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}
