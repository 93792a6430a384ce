import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { StockLedgerReadModel } from '../../projections/stock-ledger/stock-ledger.read-model';
import { StockHistory } from './stock-history.query';

@QueryHandler(StockHistory)
export class StockHistoryHandler implements IQueryHandler<StockHistory> {
  constructor(private readonly ledger: StockLedgerReadModel) {}

  execute({ providerId, filter, page }: StockHistory) {
    return this.ledger.page(providerId, filter, page);
  }
}
