import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { csvExport } from '../../../platform';
import { InventoryReadModel } from '../../projections/inventory/inventory.read-model';
import { InventoryCsv } from './export-inventory.query';

@QueryHandler(InventoryCsv)
export class InventoryCsvHandler implements IQueryHandler<InventoryCsv> {
  constructor(private readonly inventory: InventoryReadModel) {}

  execute({ providerId, asOf, knownAt }: InventoryCsv) {
    return csvExport(
      'inventory.csv',
      [
        'product_id',
        'product',
        'location_id',
        'location',
        'current_stock',
        'committed_stock',
        'total_stock',
        'in_transit_stock',
      ],
      this.inventory.exportPages(providerId, asOf, knownAt),
      (rows) =>
        rows.map((row) => [
          row.product_id,
          row.product_name,
          row.location_id,
          row.location_name,
          row.current_stock,
          row.committed_stock,
          row.current_stock + row.committed_stock,
          row.in_transit_stock ?? 0,
        ]),
    );
  }
}
