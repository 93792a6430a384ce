import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SupplierPricesStore } from '../../infrastructure/supplier-prices.store';
import { ProductSuppliers, SupplierPrices } from './supplier-prices.query';

@QueryHandler(SupplierPrices)
export class SupplierPricesHandler implements IQueryHandler<SupplierPrices> {
  constructor(private readonly prices: SupplierPricesStore) {}

  execute({ providerId, supplierId, search, page }: SupplierPrices) {
    return this.prices.ofSupplier(providerId, supplierId, search, page);
  }
}

@QueryHandler(ProductSuppliers)
export class ProductSuppliersHandler implements IQueryHandler<ProductSuppliers> {
  constructor(private readonly prices: SupplierPricesStore) {}

  async execute({ providerId, productId }: ProductSuppliers) {
    const prices = await this.prices.ofProduct(providerId, productId);
    return { prices, total: prices.length };
  }
}
