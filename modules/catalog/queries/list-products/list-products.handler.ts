import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProductsRepository } from '../../infrastructure/products.repository';
import { ListProducts } from './list-products.query';

@QueryHandler(ListProducts)
export class ListProductsHandler implements IQueryHandler<ListProducts> {
  constructor(private readonly products: ProductsRepository) {}

  async execute({ providerId, page, search }: ListProducts) {
    const { products, total } = await this.products.page(providerId, page, undefined, search);
    return { products, pagination: { total } };
  }
}
