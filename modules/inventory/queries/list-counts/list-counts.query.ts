import { Query } from '@nestjs/cqrs';
import type { CountFilter } from '../../projections/stock-counts/stock-counts.read-model';
import type { CountListResponse } from '../../responses/count.response.dto';

/** A page of the provider's counts, newest first, by status and location. */
export class ListCounts extends Query<CountListResponse> {
  constructor(
    readonly providerId: string,
    readonly filter: CountFilter,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}
