import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { StockLedgerReadModel } from '../../projections/stock-ledger/stock-ledger.read-model';
import { ExplainBalance } from './explain-balance.query';

@QueryHandler(ExplainBalance)
export class ExplainBalanceHandler implements IQueryHandler<ExplainBalance> {
  constructor(private readonly ledger: StockLedgerReadModel) {}

  execute({ providerId, cell, moment, limit }: ExplainBalance) {
    return this.ledger.explain(providerId, cell, moment, limit);
  }
}
