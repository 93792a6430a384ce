import { Query } from '@nestjs/cqrs';
import type { TransferFilter } from '../../projections/transfers/transfers.read-model';
import type { TransferListResponse } from '../../responses/transfer.response.dto';

/** A page of the provider's transfers, newest first, by status and location. */
export class ListTransfers extends Query<TransferListResponse> {
  constructor(
    readonly providerId: string,
    readonly filter: TransferFilter,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}
