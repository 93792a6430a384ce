import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SettingsReadModel } from '../../../settings';
import { newSupplier } from '../../domain/supplier';
import { SuppliersStore } from '../../infrastructure/suppliers.store';
import { CreateSupplier, UpdateSupplier } from './suppliers.commands';

@CommandHandler(CreateSupplier)
export class CreateSupplierHandler implements ICommandHandler<CreateSupplier> {
  constructor(
    private readonly suppliers: SuppliersStore,
    private readonly settings: SettingsReadModel,
  ) {}

  async execute({ providerId, input }: CreateSupplier) {
    const { currency } = await this.settings.of(providerId);
    return this.suppliers.create(providerId, newSupplier(input, currency));
  }
}

@CommandHandler(UpdateSupplier)
export class UpdateSupplierHandler implements ICommandHandler<UpdateSupplier> {
  constructor(private readonly suppliers: SuppliersStore) {}

  execute({ providerId, supplierId, change }: UpdateSupplier) {
    return this.suppliers.update(providerId, supplierId, change);
  }
}
