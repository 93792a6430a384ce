import { Query } from '@nestjs/cqrs';
import type { TransferFilter } from '../../projections/transfers/transfers.read-model';

/** The provider's transfers as CSV, one line per transfer and product. */
export class TransfersCsv extends Query<string> {
  constructor(
    readonly providerId: string,
    readonly filter: TransferFilter,
  ) {
    super();
  }
}
