import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InventoryReadModel } from '../../projections/inventory/inventory.read-model';
import { StockAtLocation } from './stock-at-location.query';

@QueryHandler(StockAtLocation)
export class StockAtLocationHandler implements IQueryHandler<StockAtLocation> {
  constructor(private readonly inventory: InventoryReadModel) {}

  async execute({ providerId, locationId }: StockAtLocation) {
    return { stock: await this.inventory.stockAt(providerId, locationId) };
  }
}
