import { Query } from '@nestjs/cqrs';
import { ExplainedBalance } from '../../projections/stock-ledger/stock-ledger.read-model';

/**
 * Explain this balance (issue 18): the changes that made one cell's figures, as they stand or
 * as of a moment (as known at another), with who, why and when, and the running figures.
 */
export class ExplainBalance extends Query<ExplainedBalance> {
  constructor(
    readonly providerId: string,
    readonly cell: { productId: string; locationId: string },
    readonly moment: { asOf?: Date; knownAt?: Date },
    readonly limit: number,
  ) {
    super();
  }
}
