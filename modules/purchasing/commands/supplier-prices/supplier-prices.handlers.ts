import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { supplierPrice } from '../../domain/supplier-price';
import { SupplierPricesStore } from '../../infrastructure/supplier-prices.store';
import { RemoveSupplierPrice, SetSupplierPrice } from './supplier-prices.commands';

@CommandHandler(SetSupplierPrice)
export class SetSupplierPriceHandler implements ICommandHandler<SetSupplierPrice> {
  constructor(private readonly prices: SupplierPricesStore) {}

  execute({ providerId, supplierId, productId, price }: SetSupplierPrice) {
    return this.prices.set(providerId, supplierId, productId, supplierPrice(price));
  }
}

@CommandHandler(RemoveSupplierPrice)
export class RemoveSupplierPriceHandler implements ICommandHandler<RemoveSupplierPrice> {
  constructor(private readonly prices: SupplierPricesStore) {}

  execute({ providerId, supplierId, productId }: RemoveSupplierPrice) {
    return this.prices.remove(providerId, supplierId, productId);
  }
}
