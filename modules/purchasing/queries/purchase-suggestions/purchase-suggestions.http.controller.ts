import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { IsOptional } from 'class-validator';
import { IsId } from '../../../platform';
import {
  OnOrderListResponse,
  PurchaseSuggestionsResponse,
} from '../../responses/purchase-order.response.dto';
import { PurchaseSuggestions, StockOnOrder } from './purchase-suggestions.query';

export class LocationQuery {
  @IsOptional()
  @IsId({ message: 'location_id must be a location id' })
  location_id?: string;
}

@Controller('provider/:provider_id/purchase-orders')
export class PurchaseSuggestionsController {
  constructor(private readonly queries: QueryBus) {}

  /** The low stocks that need buying (less what is on order), by preferred supplier. */
  @Get('suggestions')
  suggestions(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: LocationQuery,
  ): Promise<PurchaseSuggestionsResponse> {
    return this.queries.execute(new PurchaseSuggestions(providerId, query.location_id));
  }

  /** Units on order per product and location: sent and still to come. */
  @Get('on-order')
  onOrder(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: LocationQuery,
  ): Promise<OnOrderListResponse> {
    return this.queries.execute(new StockOnOrder(providerId, query.location_id));
  }
}
