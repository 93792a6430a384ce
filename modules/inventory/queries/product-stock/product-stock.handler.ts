import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InventoryReadModel } from '../../projections/inventory/inventory.read-model';
import { ProductStock } from './product-stock.query';

@QueryHandler(ProductStock)
export class ProductStockHandler implements IQueryHandler<ProductStock> {
  constructor(private readonly inventory: InventoryReadModel) {}

  async execute({ providerId, productId }: ProductStock) {
    return { stock: await this.inventory.productStock(providerId, productId) };
  }
}
