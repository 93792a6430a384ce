import { Command } from '@nestjs/cqrs';
import type { SupplierPriceInput } from '../../domain/supplier-price';
import type { SupplierPriceView } from '../../infrastructure/supplier-prices.store';

/** Sets a supplier's price for one of the provider's products (adds or replaces it). */
export class SetSupplierPrice extends Command<SupplierPriceView> {
  constructor(
    readonly providerId: string,
    readonly supplierId: string,
    readonly productId: string,
    readonly price: SupplierPriceInput,
  ) {
    super();
  }
}

export class RemoveSupplierPrice extends Command<void> {
  constructor(
    readonly providerId: string,
    readonly supplierId: string,
    readonly productId: string,
  ) {
    super();
  }
}
