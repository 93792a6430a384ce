import { Query } from '@nestjs/cqrs';
import { LedgerEntry, LedgerFilter } from '../../read/stock-ledger.query';

/** A page of the stock ledger (newest first), by product, location and time (issue 7). */
export class StockHistory extends Query<{
  entries: LedgerEntry[];
  total: number;
  capped: boolean;
}> {
  constructor(
    readonly providerId: string,
    readonly filter: LedgerFilter,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}
