import { StreamableFile } from '@nestjs/common';
import { Query } from '@nestjs/cqrs';
import { LedgerEntry, LedgerFilter } from '../../projections/stock-ledger/stock-ledger.read-model';

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

/** The stock ledger's rows the filter matches (all, or a page), as a streamed CSV file. */
export class StockHistoryCsv extends Query<StreamableFile> {
  constructor(
    readonly providerId: string,
    readonly filter: LedgerFilter,
    readonly page: { limit?: number; offset?: number },
  ) {
    super();
  }
}
