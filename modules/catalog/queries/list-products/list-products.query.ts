import { Query } from '@nestjs/cqrs';
import { ProductListResponse } from '../../responses/product.response.dto';

/**
 * A page of the provider's products by name, and how many there are; with `search`, only those
 * it finds (see ListProductsQuery.search).
 */
export class ListProducts extends Query<ProductListResponse> {
  constructor(
    readonly providerId: string,
    readonly page: { limit: number; offset: number },
    readonly search?: string,
  ) {
    super();
  }
}
