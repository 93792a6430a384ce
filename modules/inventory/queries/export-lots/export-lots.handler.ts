import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { csvExport } from '../../../platform';
import { LotsReadModel } from '../../projections/stock-lots/stock-lots.read-model';
import { LOT_PLACE_HEADER, lotPlaceCells } from '../list-lots/lots.csv';
import { LotsCsv } from './export-lots.query';

@QueryHandler(LotsCsv)
export class LotsCsvHandler implements IQueryHandler<LotsCsv> {
  constructor(private readonly lots: LotsReadModel) {}

  execute({ providerId }: LotsCsv) {
    return csvExport(
      'lots.csv',
      [...LOT_PLACE_HEADER, 'current_stock', 'committed_stock', 'total_stock', 'expired'],
      this.lots.exportPages(providerId),
      (rows) =>
        rows.map((row) => [
          ...lotPlaceCells(row),
          row.current_stock,
          row.committed_stock,
          row.total_stock,
          row.expired,
        ]),
    );
  }
}
