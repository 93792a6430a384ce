import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { IsOptional } from 'class-validator';
import { badRequest, IsId, IsMoment, instant } from '../../../platform';
import {
  CostOfGoodsResponse,
  ProductValuesResponse,
  StockValueResponse,
} from '../../responses/stock-value.response.dto';
import { CostOfGoods, ProductValues, StockValueAsOf } from './stock-value.query';

const MOMENT = (name: string) => ({
  message: `${name} must be an ISO date and time, e.g. 2026-11-21T09:30:00Z`,
});

export class StockValueRequest {
  /** The moment (default: now); a day alone is its start, UTC. */
  @IsOptional()
  @IsMoment(MOMENT('as_of'))
  as_of?: string;

  @IsOptional()
  @IsId({ message: 'location_id must be a location id' })
  location_id?: string;
}

export class CostOfGoodsRequest {
  @IsMoment(MOMENT('from'))
  from!: string;

  @IsMoment(MOMENT('to'))
  to!: string;
}

/** Stock value as of any moment, and the cost of goods sold in a period (issue 35). */
@Controller('provider/:provider_id/stock-value')
export class StockValueController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  asOf(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: StockValueRequest,
  ): Promise<StockValueResponse> {
    const at = query.as_of ? instant(query.as_of, 'as_of') : new Date();
    return this.queries.execute(new StockValueAsOf(providerId, at, query.location_id));
  }

  @Get('cogs')
  costOfGoods(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: CostOfGoodsRequest,
  ): Promise<CostOfGoodsResponse> {
    const from = instant(query.from, 'from');
    const to = instant(query.to, 'to');
    if (to < from) throw badRequest('to must not be before from');
    return this.queries.execute(new CostOfGoods(providerId, from, to));
  }

  /** Each product's units, worth and moving-average cost now, the most valuable first. */
  @Get('products')
  products(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
  ): Promise<ProductValuesResponse> {
    return this.queries.execute(new ProductValues(providerId));
  }
}
