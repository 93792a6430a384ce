import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { csvCopyExport } from '../../../platform';
import { StockLedgerReadModel } from '../../projections/stock-ledger/stock-ledger.read-model';
import { LEDGER_CSV_HEADER } from './stock-history.csv';
import { StockHistoryCsv } from './stock-history.query';

@QueryHandler(StockHistoryCsv)
export class StockHistoryCsvHandler implements IQueryHandler<StockHistoryCsv> {
  constructor(private readonly ledger: StockLedgerReadModel) {}

  execute({ providerId, filter, page }: StockHistoryCsv) {
    return csvCopyExport('stock-history.csv', LEDGER_CSV_HEADER, () =>
      this.ledger.linesCsv(providerId, filter, page),
    );
  }
}
