import { Query } from '@nestjs/cqrs';
import type { LowStockFilter } from '../../projections/low-stock/low-stock.read-model';
import type { LowStockResponse } from '../../responses/reorder-point.response.dto';

/** A page of the provider's low stocks (at or below their minimum), the longest low first. */
export class LowStock extends Query<LowStockResponse> {
  constructor(
    readonly providerId: string,
    readonly filter: LowStockFilter,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}
