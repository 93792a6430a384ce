import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { pageOf } from '../../../platform';
import { CountListResponse } from '../../responses/count.response.dto';
import { ListCounts } from './list-counts.query';
import { ListCountsRequest } from './list-counts.request.dto';

const PAGE_SIZE = 50;

/** GET /api/provider/{provider_id}/counts: the Stock counts screen's list. */
@Controller('provider/:provider_id/counts')
export class ListCountsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ListCountsRequest,
  ): Promise<CountListResponse> {
    return this.queries.execute(
      new ListCounts(
        providerId,
        { statuses: query.status, locationId: query.location_id?.toLowerCase() },
        pageOf(query, PAGE_SIZE),
      ),
    );
  }
}
