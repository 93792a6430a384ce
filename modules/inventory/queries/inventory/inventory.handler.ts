import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InventoryReadModel } from '../../projections/inventory/inventory.read-model';
import { Inventory } from './inventory.query';

@QueryHandler(Inventory)
export class InventoryHandler implements IQueryHandler<Inventory> {
  constructor(private readonly inventory: InventoryReadModel) {}

  execute({ providerId, page, asOf, knownAt }: Inventory) {
    return this.inventory.inventory(providerId, page, asOf, knownAt);
  }
}
