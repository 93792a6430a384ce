import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { StockLedgerQuery } from '../../read/stock-ledger.query';
import { StockHistory } from './stock-history.query';

@QueryHandler(StockHistory)
export class StockHistoryHandler implements IQueryHandler<StockHistory> {
  constructor(private readonly ledger: StockLedgerQuery) {}

  execute({ providerId, filter, page }: StockHistory) {
    return this.ledger.page(providerId, filter, page);
  }
}
