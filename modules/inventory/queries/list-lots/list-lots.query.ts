import { Query } from '@nestjs/cqrs';
import type { LotFilter } from '../../projections/stock-lots/stock-lots.read-model';
import type { LotListResponse } from '../../responses/lot.response.dto';

/** The provider's lots holding units, earliest expiry first (the Lots screen, a product's lots). */
export class ListLots extends Query<LotListResponse> {
  constructor(
    readonly providerId: string,
    readonly filter: LotFilter,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}
