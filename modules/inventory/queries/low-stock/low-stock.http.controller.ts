import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { pageOf } from '../../../platform';
import { LowStockResponse } from '../../responses/reorder-point.response.dto';
import { LowStock } from './low-stock.query';
import { LowStockRequest } from './low-stock.request.dto';

const PAGE_SIZE = 50;

/** GET /api/provider/{provider_id}/low-stock: the Low stock screen and the menu's badge. */
@Controller('provider/:provider_id/low-stock')
export class LowStockController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: LowStockRequest,
  ): Promise<LowStockResponse> {
    return this.queries.execute(
      new LowStock(
        providerId,
        { locationId: query.location_id?.toLowerCase() },
        pageOf(query, PAGE_SIZE),
      ),
    );
  }
}
