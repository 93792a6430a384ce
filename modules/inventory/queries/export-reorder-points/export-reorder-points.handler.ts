import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { csvExport } from '../../../platform';
import { ReorderPointsReadModel } from '../../projections/low-stock/low-stock.read-model';
import { ReorderPointsCsv } from './export-reorder-points.query';

@QueryHandler(ReorderPointsCsv)
export class ReorderPointsCsvHandler implements IQueryHandler<ReorderPointsCsv> {
  constructor(private readonly points: ReorderPointsReadModel) {}

  execute({ providerId }: ReorderPointsCsv) {
    // The first four columns are the import's: an edited export goes straight back in.
    return csvExport(
      'reorder-points.csv',
      [
        'product_id',
        'location_id',
        'minimum',
        'reorder_quantity',
        'product',
        'location',
        'current_stock',
        'in_transit_stock',
        'low',
        'suggested_quantity',
      ],
      this.points.exportPages(providerId),
      (rows) =>
        rows.map((row) => [
          row.product_id,
          row.location_id,
          row.minimum,
          row.reorder_quantity,
          row.product_name,
          row.location_name,
          row.current_stock,
          row.in_transit_stock,
          row.low,
          row.suggested_quantity,
        ]),
    );
  }
}
