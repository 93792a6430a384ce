import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProductsRepository } from '../../infrastructure/products.repository';
import { FindProducts } from './find-products.query';

@QueryHandler(FindProducts)
export class FindProductsHandler implements IQueryHandler<FindProducts> {
  constructor(private readonly products: ProductsRepository) {}

  execute({ providerId, text, limit }: FindProducts) {
    return this.products.findByText(providerId, text, limit);
  }
}
