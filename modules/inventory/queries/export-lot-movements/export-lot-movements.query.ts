import { StreamableFile } from '@nestjs/common';
import { Query } from '@nestjs/cqrs';

/** Which lots' changes the lot movements CSV holds: all, or one product's, location's or lot's. */
export interface LotMovementsFilter {
  productId?: string;
  locationId?: string;
  lotCode?: string;
}

/** Every change of the provider's lots, newest first, as CSV (the lots' ledger). */
export class LotMovementsCsv extends Query<StreamableFile> {
  constructor(
    readonly providerId: string,
    readonly filter: LotMovementsFilter,
  ) {
    super();
  }
}
