import { Query } from '@nestjs/cqrs';
import type { SupplierPriceView } from '../../infrastructure/supplier-prices.store';

/** A page of a supplier's prices, by product name. */
export class SupplierPrices extends Query<{ prices: SupplierPriceView[]; total: number }> {
  constructor(
    readonly providerId: string,
    readonly supplierId: string,
    readonly search: string | undefined,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}

/** A product's suppliers and their prices (the product page): the preferred first. */
export class ProductSuppliers extends Query<{ prices: SupplierPriceView[]; total: number }> {
  constructor(
    readonly providerId: string,
    readonly productId: string,
  ) {
    super();
  }
}
