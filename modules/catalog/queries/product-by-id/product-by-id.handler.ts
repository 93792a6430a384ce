import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { productView } from '../../domain/product';
import { ProductsRepository } from '../../infrastructure/products.repository';
import { ProductById } from './product-by-id.query';

@QueryHandler(ProductById)
export class ProductByIdHandler implements IQueryHandler<ProductById> {
  constructor(private readonly products: ProductsRepository) {}

  async execute({ providerId, productId }: ProductById) {
    return { product: productView(await this.products.find(providerId, productId)) };
  }
}
