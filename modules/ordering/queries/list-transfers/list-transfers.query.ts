import { Query } from '@nestjs/cqrs';
import type { TransferFilter } from '../../infrastructure/transfers-read-model';
import type { TransferView } from './transfer.types';

/** A page of the provider's transfers, newest first, by status and location. */
export class ListTransfers extends Query<{
  transfers: TransferView[];
  pagination: { total: number };
}> {
  constructor(
    readonly providerId: string,
    readonly filter: TransferFilter,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}
