import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { StockAtLocationResponse } from '../../responses/stock.response.dto';
import { StockAtLocation } from './stock-at-location.query';
import { StockAtLocationRequest } from './stock-at-location.request.dto';

@Controller('provider/:provider_id/stock')
export class StockAtLocationController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  stock(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: StockAtLocationRequest,
  ): Promise<StockAtLocationResponse> {
    return this.queries.execute(new StockAtLocation(providerId, query.location_id));
  }
}
