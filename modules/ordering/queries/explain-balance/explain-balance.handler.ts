import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { StockLedgerQuery } from '../../read/stock-ledger.query';
import { ExplainBalance } from './explain-balance.query';

@QueryHandler(ExplainBalance)
export class ExplainBalanceHandler implements IQueryHandler<ExplainBalance> {
  constructor(private readonly ledger: StockLedgerQuery) {}

  execute({ providerId, cell, moment, limit }: ExplainBalance) {
    return this.ledger.explain(providerId, cell, moment, limit);
  }
}
