import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { csvExport } from '../../../platform';
import { LotsReadModel } from '../../projections/stock-lots/stock-lots.read-model';
import { LOT_PLACE_HEADER, lotPlaceCells } from '../list-lots/lots.csv';
import { LotMovementsCsv } from './export-lot-movements.query';

/**
 * The lots' ledger as CSV: one line per change of a lot, in the stock ledger's order and with
 * its names for the shared columns (`position` is the ledger entry the change belongs to).
 */
@QueryHandler(LotMovementsCsv)
export class LotMovementsCsvHandler implements IQueryHandler<LotMovementsCsv> {
  constructor(private readonly lots: LotsReadModel) {}

  execute({ providerId, filter }: LotMovementsCsv) {
    return csvExport(
      'lot-movements.csv',
      [
        'at',
        'position',
        ...LOT_PLACE_HEADER,
        'event_type',
        'order_type',
        'order_id',
        'delta_current',
        'delta_committed',
        'running_current',
        'running_committed',
      ],
      this.lots.movementPages(providerId, filter),
      (rows) =>
        rows.map((row) => [
          row.at,
          row.position,
          ...lotPlaceCells(row),
          row.reason,
          row.order_type,
          row.order_id,
          row.delta_current,
          row.delta_committed,
          row.current_stock,
          row.committed_stock,
        ]),
    );
  }
}
