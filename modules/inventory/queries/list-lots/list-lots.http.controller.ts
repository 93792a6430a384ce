import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { pageOf } from '../../../platform';
import { LotListResponse } from '../../responses/lot.response.dto';
import { momentOf } from '../inventory/inventory.request.dto';
import { ListLots } from './list-lots.query';
import { ListLotsRequest } from './list-lots.request.dto';

const PAGE_SIZE = 100;

/** GET /api/provider/{provider_id}/lots: stock per lot, for every member (auditors included). */
@Controller('provider/:provider_id/lots')
export class ListLotsController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * The lots holding units, earliest expiry first; with `as_of`, as they stood then, as known
   * at `known_at` (default now), by the Stock grid's rule.
   */
  @Get()
  async list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ListLotsRequest,
  ): Promise<LotListResponse> {
    const { asOf, knownAt } = momentOf(query);
    const answer = await this.queries.execute(
      new ListLots(
        providerId,
        {
          productId: query.product_id?.toLowerCase(),
          locationId: query.location_id?.toLowerCase(),
          expiringWithinDays: query.expiring_within_days,
          asOf,
          knownAt,
        },
        pageOf(query, PAGE_SIZE),
      ),
    );
    // The moment answered, as the grid says it (known_at only when asked).
    if (!asOf) return answer;
    return {
      as_of: asOf.toISOString(),
      ...(query.known_at === undefined ? {} : { known_at: knownAt!.toISOString() }),
      ...answer,
    };
  }
}
