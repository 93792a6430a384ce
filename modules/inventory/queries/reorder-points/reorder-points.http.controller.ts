import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ReorderPointListResponse } from '../../responses/reorder-point.response.dto';
import { ReorderPoints } from './reorder-points.query';
import { ReorderPointsRequest } from './reorder-points.request.dto';

/** GET /api/provider/{provider_id}/reorder-points?product_id: `{ reorder_points }`. */
@Controller('provider/:provider_id/reorder-points')
export class ReorderPointsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ReorderPointsRequest,
  ): Promise<ReorderPointListResponse> {
    return this.queries.execute(new ReorderPoints(providerId, query.product_id?.toLowerCase()));
  }
}
